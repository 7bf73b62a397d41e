import Foundation

/// Segues a storyboard declares (`<segue kind=… destination=…>`): the
/// relationships of container controllers, made at once, and the segues
/// a controller performs, registered on it as code-registered segues are
/// (UIViewController+Segues.swift), a fresh destination made from the
/// storyboard each time one runs.
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
        guard ["show", "showDetail", "presentation", "custom", "push", "modal"].contains(kind) else {
            return document.report(segue, "a '\(kind)' segue is not supported (embed and popover segues are not); left out")
        }
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
            item.primaryAction = UIAction { [weak controller] _ in
                controller?.runSegue(withIdentifier: identifier, sender: item, askFirst: true)
            }
        } else if let recognizer = source as? UIGestureRecognizer {
            recognizer.addTarget(nil) { [weak controller] recognizer in
                guard recognizer.state == .ended || recognizer.state == .recognized else { return }
                controller?.runSegue(withIdentifier: identifier, sender: recognizer, askFirst: true)
            }
        } else if !(source is UIViewController) {
            document.report(segue, "a segue triggered by a \(type(of: source)) is not supported (cell segues are not); it can be performed by identifier")
        }
    }

    /// The controller of the scene `element` is in.
    private func sceneController(of element: InterfaceBuilderElement) -> UIViewController? {
        var current: InterfaceBuilderElement? = element
        while let e = current {
            if e["sceneMemberID"] == "viewController", let id = e["id"] { return objects[id] as? UIViewController }
            current = e.parent
        }
        return nil
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
