import Foundation

/// A storyboard scene's root view, made with its controller and installed
/// when the controller's view is first asked for, as UIKit loads a scene's
/// view lazily: `viewIfLoaded` is nil until then, and `viewDidLoad()`
/// follows the installation (`loadViewIfNeeded()`).
///
/// Installing performs the scene's embed segues (`<containerView>` with
/// `<segue kind="embed">`) before `viewDidLoad()`: for each, in document
/// order, `shouldPerformSegue(withIdentifier:sender:)`, the child made from
/// its scene, `prepare(for:sender:)` on the parent, then the embedding:
/// `addChild(_:)` (which sends `willMove(toParent:)`), the child's view
/// added to the container filling its bounds (flexible width and height),
/// `didMove(toParent:)`. The sender of both calls is the parent (UIKit
/// documents none for embed segues). An embed that would make a scene
/// inside itself again (a cycle of embeds) is reported with file, line
/// and element and left out.
@MainActor
final class StoryboardSceneView {
    /// One `<segue kind="embed">` of a container view.
    struct Embed {
        weak var container: UIView?
        let identifier: String?
        let destination: InterfaceBuilderElement
        let segue: InterfaceBuilderElement
    }

    let view: UIView
    /// The scene's controller element (for cycle detection).
    let scene: InterfaceBuilderElement
    weak var storyboard: UIStoryboard?
    var embeds: [Embed] = []

    init(view: UIView, scene: InterfaceBuilderElement, storyboard: UIStoryboard?) {
        self.view = view
        self.scene = scene
        self.storyboard = storyboard
    }

    /// The scenes whose embeds are being performed, outermost first: a
    /// destination among them would embed a scene in itself.
    private static var embedding: [ObjectIdentifier] = []

    /// Gives `controller` its view (a table or collection view controller's
    /// table or collection view), then performs the embeds.
    func install(in controller: UIViewController) {
        switch (controller, view) {
        case (let tableController as UITableViewController, let table as UITableView): tableController.tableView = table
        case (let collectionController as UICollectionViewController, let collection as UICollectionView):
            collectionController.collectionView = collection
        default: controller.view = view
        }
        performEmbeds(in: controller)
    }

    /// Performs the embed segues (also for a controller whose view was
    /// already loaded when its scene was connected).
    func performEmbeds(in controller: UIViewController) {
        guard !embeds.isEmpty else { return }
        let pending = embeds
        embeds = []
        Self.embedding.append(ObjectIdentifier(scene))
        defer { Self.embedding.removeLast() }
        for embed in pending {
            perform(embed, in: controller)
        }
    }

    private func perform(_ embed: Embed, in parent: UIViewController) {
        guard let storyboard, let container = embed.container else { return }
        if Self.embedding.contains(ObjectIdentifier(embed.destination)) {
            storyboard.document.report(embed.segue, "<segue kind=\"embed\">: a cycle of embed segues (scene \(embed.destination["id"] ?? "?") is already being embedded); the container is left empty")
            return
        }
        if let identifier = embed.identifier, !parent.shouldPerformSegue(withIdentifier: identifier, sender: parent) { return }
        guard let child = storyboard.instantiate(embed.destination, creator: nil) else {
            storyboard.document.report(embed.segue, "<segue kind=\"embed\">: its destination could not be made; the container is left empty")
            return
        }
        let segue = UIStoryboardSegue(identifier: embed.identifier, source: parent, destination: child) { [weak parent, weak container] in
            guard let parent, let container else { return }
            parent.addChild(child)
            let childView: UIView = child.view
            childView.frame = container.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            childView.translatesAutoresizingMaskIntoConstraints = true
            container.addSubview(childView)
            child.didMove(toParent: parent)
        }
        parent.prepare(for: segue, sender: parent)
        segue.perform()
    }
}
