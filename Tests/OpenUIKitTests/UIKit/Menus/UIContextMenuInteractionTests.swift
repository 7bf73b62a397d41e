import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIInteraction` and context menus (UIKit docs: "UIView.addInteraction(_:)",
/// "UIContextMenuInteraction", "UIContextMenuInteractionDelegate",
/// "UIContextMenuConfiguration", "UITargetedPreview").
@MainActor
@Suite("Context menus", .transitionHarness)
struct UIContextMenuInteractionTests {
    final class Recorder: NSObject, UIInteraction {
        var log: [String] = []
        weak var view: UIView?
        func willMove(to view: UIView?) { log.append("willMove \(view == nil ? "nil" : "view")") }
        func didMove(to view: UIView?) { self.view = view; log.append("didMove \(view == nil ? "nil" : "view")") }
    }

    /// Records the delegate calls in order.
    final class Delegate: NSObject, UIContextMenuInteractionDelegate {
        var log: [String] = []
        var locations: [CGPoint] = []
        var menu: UIMenu?
        var previewController: UIViewController?
        var returnsConfiguration = true
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration")
            locations.append(location)
            guard returnsConfiguration else { return nil }
            let menu = self.menu, controller = previewController
            return UIContextMenuConfiguration(identifier: "photo" as NSString,
                                              previewProvider: { controller },
                                              actionProvider: { _ in menu })
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            log.append("willDisplay")
            animator?.addCompletion { [unowned self] in log.append("displayed") }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            log.append("willEnd")
            animator?.addCompletion { [unowned self] in log.append("ended") }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionCommitAnimating) {
            log.append("willPerformPreviewAction \(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
        }
    }

    /// A root with a photo-like square that carries the interaction.
    private func scene(_ delegate: Delegate) -> (UIView, UIContextMenuInteraction, TransitionHarness) {
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let photo = UIView(frame: CGRect(x: 40, y: 140, width: 160, height: 160))
        photo.backgroundColor = .systemTeal
        photo.layer.cornerRadius = 12
        root.view.addSubview(photo)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        let harness = TransitionHarness(root: root)
        harness.advance(by: 0.02)
        return (photo, interaction, harness)
    }

    @Test("addInteraction: willMove then didMove with the view, listed in interactions; removeInteraction the same with nil")
    func interactions() {
        let view = UIView(), recorder = Recorder()
        view.addInteraction(recorder)
        view.addInteraction(recorder)
        #expect(recorder.log == ["willMove view", "didMove view"], "adding twice does nothing")
        #expect(view.interactions.count == 1 && recorder.view === view)
        view.removeInteraction(recorder)
        #expect(recorder.log == ["willMove view", "didMove view", "willMove nil", "didMove nil"])
        #expect(view.interactions.isEmpty && recorder.view == nil)
    }

    @Test("A context menu interaction's delegate is weak and its view is the one it was added to")
    func interactionBasics() {
        var delegate: Delegate? = Delegate()
        let interaction = UIContextMenuInteraction(delegate: delegate!)
        let view = UIView()
        view.addInteraction(interaction)
        #expect(interaction.view === view && interaction.menuAppearance == .unknown)
        #expect(view.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
        delegate = nil
        #expect(interaction.delegate == nil)
    }

    @Test("Long press: the configuration is asked for at the press's location, then willDisplay; a tap outside calls willEnd and the menu goes")
    func delegateOrder() throws {
        let delegate = Delegate()
        delegate.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
        let (photo, interaction, harness) = scene(delegate)
        harness.longPress(at: CGPoint(x: 70, y: 160), duration: 0.45, release: false)
        #expect(delegate.log.isEmpty, "nothing before the press is recognized")
        harness.advance(by: 0.1)
        harness.touchUp()
        #expect(delegate.log == ["configuration", "willDisplay"])
        #expect(delegate.locations.count == 1 && isClose(delegate.locations[0], CGPoint(x: 30, y: 20)), "in the interaction's view's coordinates")
        #expect(isClose(interaction.location(in: photo), CGPoint(x: 30, y: 20)))
        harness.advance(by: 0.6)
        #expect(delegate.log == ["configuration", "willDisplay", "displayed"])
        #expect(interaction.menuAppearance == .rich && harness.menuRowTitles == ["Share"])
        harness.tap(at: CGPoint(x: 350, y: 800))
        harness.advance(by: 0.4)
        #expect(delegate.log == ["configuration", "willDisplay", "displayed", "willEnd", "ended"])
        #expect(harness.visibleMenu == nil && interaction.menuAppearance == .unknown)
    }

    @Test("Choosing an action ends the menu (willEnd) and runs the handler")
    func chooseAction() {
        let delegate = Delegate()
        var chosen: [String] = []
        delegate.menu = UIMenu(children: [UIAction(title: "Copy") { chosen.append($0.title) },
                                          UIAction(title: "Delete", attributes: .destructive) { chosen.append($0.title) }])
        let (_, _, harness) = scene(delegate)
        harness.longPress(at: CGPoint(x: 120, y: 220), duration: 0.6)
        harness.advance(by: 0.6)
        harness.tapMenuRow("Delete")
        #expect(chosen == ["Delete"])
        #expect(delegate.log.suffix(2) == ["willEnd", "ended"])
        #expect(harness.visibleMenu == nil)
    }

    @Test("A nil configuration shows nothing")
    func nilConfiguration() {
        let delegate = Delegate()
        delegate.returnsConfiguration = false
        let (_, _, harness) = scene(delegate)
        harness.longPress(at: CGPoint(x: 120, y: 220), duration: 0.6)
        #expect(delegate.log == ["configuration"] && harness.visibleMenu == nil)
    }

    @Test("The preview is lifted where the view is, over a blurred backdrop, with the menu below it")
    func layout() throws {
        let delegate = Delegate()
        delegate.menu = UIMenu(title: "Photo", children: [
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                UIAction(title: "Favorite", subtitle: "Adds to Favorites", image: UIImage(systemName: "heart")) { _ in },
            ]),
            UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
        ])
        let (photo, _, harness) = scene(delegate)
        harness.longPress(at: CGPoint(x: 120, y: 220), duration: 0.6)
        harness.advance(by: 0.8)
        let container = try #require(harness.visibleMenu)
        let platter = try #require(container.platter)
        #expect(platter.convert(platter.bounds, to: nil) == photo.convert(photo.bounds, to: nil))
        let card = container.card.convert(container.card.bounds, to: nil)
        #expect(card.minY >= platter.convert(platter.bounds, to: nil).maxY)
        #expect(container.backdrop?.effect is UIBlurEffect)
        try harness.writeFrame("segue-context-menu")
    }

    @Test("Tapping the preview calls willPerformPreviewAction (commit style .pop by default), then willEnd")
    func previewAction() {
        let delegate = Delegate()
        delegate.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
        let (_, _, harness) = scene(delegate)
        harness.longPress(at: CGPoint(x: 120, y: 220), duration: 0.6)
        harness.advance(by: 0.6)
        harness.tap(at: CGPoint(x: 120, y: 220))
        harness.advance(by: 0.4)
        #expect(delegate.log == ["configuration", "willDisplay", "displayed", "willPerformPreviewAction pop", "willEnd", "ended"])
    }

    @Test("A preview controller's view is the preview, at its preferredContentSize; the animators carry the controller")
    func previewController() throws {
        let delegate = Delegate()
        let controller = UIViewController()
        controller.view.backgroundColor = .systemOrange
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        delegate.previewController = controller
        let (_, _, harness) = scene(delegate)
        harness.longPress(at: CGPoint(x: 120, y: 220), duration: 0.6)
        harness.advance(by: 0.8)
        let platter = try #require(harness.visibleMenu?.platter)
        #expect(platter.bounds.size == CGSize(width: 300, height: 200))
        #expect(controller.view.isDescendant(of: platter))
        #expect(harness.visibleMenu?.card.isHidden == true, "no action provider: the preview alone")
    }

    @Test("dismissMenu() ends the menu as a tap outside does")
    func dismissMenu() {
        let delegate = Delegate()
        delegate.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
        let (_, interaction, harness) = scene(delegate)
        harness.longPress(at: CGPoint(x: 120, y: 220), duration: 0.6)
        harness.advance(by: 0.6)
        interaction.dismissMenu()
        harness.advance(by: 0.4)
        #expect(delegate.log.suffix(2) == ["willEnd", "ended"] && harness.visibleMenu == nil)
    }

    @Test("updateVisibleMenu(_:) replaces the menu on screen with what the block makes of it")
    func updateVisibleMenu() {
        let delegate = Delegate()
        delegate.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
        let (_, interaction, harness) = scene(delegate)
        var seen: [String] = []
        interaction.updateVisibleMenu { menu in seen.append("called"); return menu }
        #expect(seen.isEmpty, "no menu is visible")
        harness.longPress(at: CGPoint(x: 120, y: 220), duration: 0.6)
        harness.advance(by: 0.6)
        interaction.updateVisibleMenu { menu in
            seen += menu.children.map(\.title)
            return menu.replacingChildren(menu.children + [UIAction(title: "Paste") { _ in }])
        }
        #expect(seen == ["Copy"] && harness.menuRowTitles == ["Copy", "Paste"])
    }

    @Test("UITargetedPreview(view:) targets the view's centre in its superview, with white behind it")
    func targetedPreview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        parent.addSubview(child)
        let preview = UITargetedPreview(view: child)
        #expect(preview.target.container === parent && preview.target.center == CGPoint(x: 60, y: 45))
        #expect(preview.size == CGSize(width: 100, height: 50) && preview.target.transform == .identity)
        #expect(preview.parameters.backgroundColor == .white && preview.parameters.visiblePath == nil)
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: child, center: .zero))
        #expect(moved.view === child && moved.target.container === child)
    }
}
