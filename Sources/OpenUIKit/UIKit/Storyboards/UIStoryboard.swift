import Foundation

/// A storyboard (`UIStoryboard`): the scenes of an Xcode `.storyboard`
/// document, read as Segue finds it in a bundle (`name.storyboard`), and
/// their segues.
///
/// Each `instantiate…` call makes a new controller with everything its
/// scene describes (its view tree, constraints, outlets, actions, segues,
/// and the controllers a navigation or tab bar controller's relationship
/// segues name), then wakes every object with `awakeFromNib()`.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let document: InterfaceBuilderDocument
    let name: String

    /// The storyboard `name.storyboard` in `storyboardBundleOrNil` (the
    /// main bundle when nil). A storyboard that cannot be found or read
    /// raises UIKit's `NSInvalidArgumentException` ("Could not find a
    /// storyboard named …") and gives an empty storyboard, whose
    /// controllers are nil.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        let bundle = storyboardBundleOrNil ?? .main
        if let url = InterfaceBuilderDocument.url(named: name, extension: "storyboard", in: bundle),
           let data = InterfaceBuilderDocument.contents(of: url),
           let document = InterfaceBuilderDocument.parse(data, source: url.path, bundle: storyboardBundleOrNil) {
            self.document = document
        } else {
            self.document = InterfaceBuilderDocument.empty(bundle: storyboardBundleOrNil)
            super.init()
            UIKitException.raise(UIKitException.invalidArgument,
                                 "Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
            return
        }
        super.init()
    }

    /// The storyboard's initial view controller (nil when it names none).
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.root["initialViewController"], let element = document.elementsByID[id] else { return nil }
        return instantiate(element, creator: nil)
    }

    /// The initial view controller, made by `block` from the coder when it
    /// returns one (the iOS 13 creator form).
    open func instantiateInitialViewController(creator block: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let id = document.root["initialViewController"], let element = document.elementsByID[id] else { return nil }
        return instantiate(element, creator: block)
    }

    /// The controller whose Storyboard ID is `identifier`. An unknown
    /// identifier raises UIKit's `NSInvalidArgumentException` ("Storyboard
    /// (…) doesn't contain a view controller with identifier '…'") and
    /// gives a plain controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let element = scene(withIdentifier: identifier) else {
            raiseUnknown(identifier)
            return UIViewController(nibName: nil, bundle: nil)
        }
        return instantiate(element, creator: nil) ?? UIViewController(nibName: nil, bundle: nil)
    }

    private func raiseUnknown(_ identifier: String) {
        UIKitException.raise(UIKitException.invalidArgument,
                             "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'")
    }

    /// The controller whose Storyboard ID is `identifier`, made by `block`
    /// from the coder when it returns one.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let element = scene(withIdentifier: identifier) else {
            raiseUnknown(identifier)
            return Self.stand(in: ViewController.self)
        }
        let made = instantiate(element, creator: block.map { b in { coder in b(coder) } })
        if let typed = made as? ViewController { return typed }
        Log.uiKit.error("instantiateViewController(identifier: \"\(identifier)\"): the scene's controller is a \(type(of: made as Any)), not a \(ViewController.self)")
        return Self.stand(in: ViewController.self)
    }

    /// A controller of `type` made from an empty scene, where iOS would
    /// have stopped the app (its `init?(coder:)`, which every controller has).
    private static func stand<ViewController: UIViewController>(in type: ViewController.Type) -> ViewController {
        let empty = InterfaceBuilderDocument.empty(bundle: nil)
        let coder = InterfaceBuilderCoder(element: empty.root, loader: InterfaceBuilderLoader(document: empty))
        guard let made = type.init(coder: coder) else {
            // The typed API must return a `ViewController`: none can be made (iOS stopped the app already).
            preconditionFailure("UIStoryboard: \(type).init(coder:) returned nil; no \(type) can be returned")
        }
        return made
    }

    /// The scene element whose controller has `storyboardIdentifier`.
    func scene(withIdentifier identifier: String) -> InterfaceBuilderElement? {
        document.root.descendants().first { $0["storyboardIdentifier"] == identifier && $0["sceneMemberID"] == "viewController" }
    }

    /// The scenes being made, outermost first: a relationship segue back to
    /// one of them is a cycle (a navigation controller whose root is itself).
    private static var making: [ObjectIdentifier] = []

    /// Makes the controller `element` describes, with its scene; nil (and a
    /// diagnostic naming file, line and element) for a scene that is already
    /// being made, which a cycle of relationship segues reaches again.
    func instantiate(_ element: InterfaceBuilderElement, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard !Self.making.contains(ObjectIdentifier(element)) else {
            document.report(element, "<\(element.name)> is reached again by its own relationship segues (a cycle); left out")
            return nil
        }
        Self.making.append(ObjectIdentifier(element))
        defer { Self.making.removeLast() }
        let loader = InterfaceBuilderLoader(document: document, storyboard: self)
        loader.creator = creator
        let controller = loader.make(element) as? UIViewController
        // The scene's other objects (gesture recognizers, bar button items
        // outside the view), which the controller's connections reach;
        // placeholders and the exit are skipped.
        if let objects = element.parent, objects.name == "objects" {
            for sibling in objects.children where sibling !== element && sibling["sceneMemberID"] != "viewController" {
                _ = loader.make(sibling)
            }
        }
        loader.finish()
        return controller
    }
}
