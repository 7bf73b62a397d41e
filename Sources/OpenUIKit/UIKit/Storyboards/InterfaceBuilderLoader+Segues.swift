import Foundation

/// Segues a storyboard declares (`<segue kind=… destination=…>`): the
/// relationships of container controllers, made at once; embed segues of
/// container views, performed when the scene's view loads
/// (StoryboardSceneView.swift); and the segues a controller performs,
/// registered on it as code-registered segues are
/// (UIViewController+Segues.swift), a fresh destination made from the
/// storyboard each time one runs. A segue from a prototype cell is
/// performed when the cell is selected (or its accessory button tapped,
/// `trigger="accessoryAction"`), with the cell as sender.
extension InterfaceBuilderLoader {
    func connectSegue(_ segue: InterfaceBuilderElement, from source: AnyObject, in owner: InterfaceBuilderElement) {
        guard let storyboard, let destinationID = segue["destination"],
              let destination = document.elementsByID[destinationID] else {
            return document.report(segue, "a segue whose destination Segue cannot find; left out")
        }
        let kind = segue["kind"] ?? "show"
        if kind == "unwind" {
            guard let controller = sceneController(of: owner) ?? (source as? UIViewController),
                  let action = segue["unwindAction"] else {
                return document.report(segue, "an unwind segue without a scene or an unwind action; left out")
            }
            let identifier = segue["identifier"] ?? "segue.\(segue["id"] ?? destinationID)"
            controller.registerUnwindSegue(withIdentifier: identifier, action: Selector(action))
            trigger(identifier, on: controller, from: source, segue)
            return
        }
        if kind == "relationship" {
            guard let child = storyboard.instantiate(destination, creator: nil) else { return }
            switch (source, segue["relationship"]) {
            case (let navigation as UINavigationController, "rootViewController"):
                navigation.setViewControllers([child], animated: false)
            case (let tabs as UITabBarController, "viewControllers"):
                tabs.viewControllers = (tabs.viewControllers ?? []) + [child]
            default:
                document.report(segue, "a '\(segue["relationship"] ?? "")' relationship of a \(type(of: source)) is not supported; left out")
            }
            return
        }
        guard let controller = sceneController(of: owner) ?? (source as? UIViewController) else {
            return document.report(segue, "a segue outside a view controller's scene; left out")
        }
        if kind == "embed" {
            return connectEmbed(segue, from: source, destination: destination, in: controller)
        }
        guard ["show", "showDetail", "presentation", "custom", "push", "modal", "popoverPresentation"].contains(kind) else {
            return document.report(segue, "a '\(kind)' segue is not supported; left out")
        }
        let popover = kind == "popoverPresentation" ? popoverAnchor(of: segue, source: source) : nil
        let identifier = segue["identifier"] ?? "segue.\(segue["id"] ?? destinationID)"
        let segueClass = segueClass(of: segue)
        let style = segue["modalPresentationStyle"]
        let animates = segue.bool("animates") ?? true
        controller.registerSegue(withIdentifier: identifier, destination: { [weak storyboard] in
            storyboard?.instantiate(destination, creator: nil) ?? UIViewController(nibName: nil, bundle: nil)
        }, segue: { id, source, destination in
            if let segueClass { return segueClass.init(identifier: id, source: source, destination: destination) }
            switch kind {
            case "presentation", "modal":
                let styles: [String: UIModalPresentationStyle] = [
                    "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
                    "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "custom": .custom,
                ]
                if let style, let value = styles[style] { destination.modalPresentationStyle = value }
                return UIStoryboardSegue(identifier: id, source: source, destination: destination) { [weak source] in
                    source?.present(destination, animated: animates)
                }
            case "popoverPresentation":
                destination.modalPresentationStyle = .popover
                popover?.configure(destination.popoverPresentationController, source: source)
                return UIStoryboardSegue(identifier: id, source: source, destination: destination) { [weak source] in
                    source?.present(destination, animated: animates)
                }
            case "showDetail":
                return UIStoryboardSegue(identifier: id, source: source, destination: destination) { [weak source] in
                    source?.showDetailViewController(destination, sender: nil)
                }
            default:
                let show = UIStoryboardSegue(identifier: id, source: source, destination: destination)
                show.showsByDefault = true
                return show
            }
        })
        trigger(identifier, on: controller, from: source, segue)
    }

    /// Connects what triggers a segue: a control's tap, a bar button
    /// item, a gesture recognizer; a controller's own segue is performed by identifier.
    private func trigger(_ identifier: String, on controller: UIViewController, from source: AnyObject,
                         _ segue: InterfaceBuilderElement) {
        if let control = source as? UIControl {
            controller.connectSegue(withIdentifier: identifier, to: control)
        } else if let item = source as? UIBarButtonItem {
            item.primaryAction = UIAction { [weak controller, weak item] _ in
                controller?.runSegue(withIdentifier: identifier, sender: item, askFirst: true)
            }
        } else if let recognizer = source as? UIGestureRecognizer {
            recognizer.addTarget(nil) { [weak controller] recognizer in
                guard recognizer.state == .ended || recognizer.state == .recognized else { return }
                controller?.runSegue(withIdentifier: identifier, sender: recognizer, askFirst: true)
            }
        } else if let cell = source as? UITableViewCell {
            let trigger = StoryboardCellSegue(controller: controller, identifier: identifier)
            if segue["trigger"] == "accessoryAction" { cell.storyboardAccessorySegue = trigger } else { cell.storyboardSelectionSegue = trigger }
        } else if let cell = source as? UICollectionViewCell {
            cell.storyboardSelectionSegue = StoryboardCellSegue(controller: controller, identifier: identifier)
        } else if !(source is UIViewController) {
            document.report(segue, "a segue triggered by a \(type(of: source)) is not supported; it can be performed by identifier")
        }
    }

    /// The controller of the scene `element` is in: an ancestor, or for an
    /// object beside the controller in the scene's `<objects>` (a gesture
    /// recognizer, as Xcode keeps them) the controller beside it; for a
    /// prototype cell's loader, the controller of the table or collection
    /// view it came from.
    private func sceneController(of element: InterfaceBuilderElement) -> UIViewController? {
        var current: InterfaceBuilderElement? = element
        while let e = current {
            let scene = e["sceneMemberID"] == "viewController" ? e
                : e.name == "objects" ? e.children.first { $0["sceneMemberID"] == "viewController" } : nil
            if let id = scene?["id"] {
                return objects[id] as? UIViewController ?? prototypeOwner
            }
            current = e.parent
        }
        return prototypeOwner
    }

    /// An embed segue of a container view: kept with the scene's view, and
    /// performed when it loads (or now, when it has loaded).
    private func connectEmbed(_ segue: InterfaceBuilderElement, from source: AnyObject,
                              destination: InterfaceBuilderElement, in controller: UIViewController) {
        guard let container = source as? UIView else {
            return document.report(segue, "<segue kind=\"embed\"> from a \(type(of: source)), not a container view; left out")
        }
        guard destination["sceneMemberID"] == "viewController" else {
            return document.report(segue, "<segue kind=\"embed\"> whose destination <\(destination.name)> is not a view controller; left out")
        }
        guard let scene = sceneViews.first(where: { $0.controller === controller })?.scene else {
            return document.report(segue, "<segue kind=\"embed\"> in a scene without a view; left out")
        }
        scene.embeds.append(StoryboardSceneView.Embed(container: container, identifier: segue["identifier"],
                                                     destination: destination, segue: segue))
    }

    /// A popover segue's anchor (`popoverAnchorView`, `popoverAnchorBarButtonItem`)
    /// and permitted arrow directions (`<popoverArrowDirection>`).
    private func popoverAnchor(of segue: InterfaceBuilderElement, source: AnyObject) -> PopoverAnchor {
        var anchor = PopoverAnchor()
        if let id = segue["popoverAnchorBarButtonItem"] {
            anchor.item = objects[id] as? UIBarButtonItem
            if anchor.item == nil { document.report(segue, "a popover anchor bar button item (\(id)) Segue did not make; anchored to the source") }
        } else if let id = segue["popoverAnchorView"] {
            anchor.view = objects[id] as? UIView
            if anchor.view == nil { document.report(segue, "a popover anchor view (\(id)) Segue did not make; anchored to the source") }
        }
        if anchor.item == nil && anchor.view == nil {
            anchor.item = source as? UIBarButtonItem
            anchor.view = source as? UIView
        }
        if let arrows = segue.child("popoverArrowDirection", key: "popoverArrowDirection") {
            var directions: UIPopoverArrowDirection = []
            if arrows.bool("up") == true { directions.insert(.up) }
            if arrows.bool("down") == true { directions.insert(.down) }
            if arrows.bool("left") == true { directions.insert(.left) }
            if arrows.bool("right") == true { directions.insert(.right) }
            anchor.directions = directions.isEmpty ? .any : directions
        }
        return anchor
    }

    /// A custom segue's class.
    private func segueClass(of segue: InterfaceBuilderElement) -> UIStoryboardSegue.Type? {
        guard let name = segue["customClass"] else { return nil }
        for module in [segue["customModule"]].compactMap({ $0 }) + fallbackModules {
            if let type = _typeByName("\(module).\(name)") as? UIStoryboardSegue.Type { return type }
        }
        Log.uiKit.error("\(document.source):\(segue.line): Unknown class \(name) in Interface Builder file.")
        return nil
    }
}

/// Where a popover segue's popover points: a bar button item or a view
/// (the whole of its bounds), and the arrow directions it may use.
@MainActor
struct PopoverAnchor {
    weak var item: UIBarButtonItem?
    weak var view: UIView?
    var directions: UIPopoverArrowDirection = .any

    /// Sets the popover presentation controller's source before
    /// `prepare(for:sender:)` runs, so `prepare` can change it (a delegate
    /// that keeps the popover on an iPhone, another source rectangle).
    func configure(_ popover: UIPopoverPresentationController?, source: UIViewController) {
        guard let popover else { return }
        if let item {
            popover.barButtonItem = item
        } else {
            let anchor = view ?? source.view
            popover.sourceView = anchor
            popover.sourceRect = anchor?.bounds ?? .zero
        }
        popover.permittedArrowDirections = directions
    }
}
