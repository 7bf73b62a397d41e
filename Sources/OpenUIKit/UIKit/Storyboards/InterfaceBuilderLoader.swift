import Foundation

/// Makes the objects one storyboard scene or one nib describes, connects
/// them and wakes them, in UIKit's order (Apple's "Resource Programming
/// Guide: The Nib Object Life Cycle" and `awakeFromNib()`):
///
/// 1. every object is made through `init?(coder:)` (a view controller, a
///    view with its subviews, a bar button or tab bar item) or, for a
///    gesture recognizer, `init(target:action:)` with neither, its
///    class the element's `customClass` in `customModule` when Swift's
///    runtime finds it ("Unknown class … in Interface Builder file." and
///    the element's own class otherwise, as UIKit logs);
/// 2. layout constraints are added, then outlets, outlet collections,
///    actions and segues are connected and user-defined runtime attributes
///    set (`setValue(_:forKey:)`);
/// 3. `awakeFromNib()` is sent to every object made.
///
/// An element Segue has no class for is reported (element, file, line)
/// and left out, with its subtree.
@MainActor
final class InterfaceBuilderLoader {
    let document: InterfaceBuilderDocument
    /// The storyboard the scene belongs to (for `storyboard`, segues' destinations).
    weak var storyboard: UIStoryboard?
    /// The objects made, by element id, and placeholders (the File's Owner).
    var objects: [String: AnyObject] = [:]
    /// The objects made, in the order they were made (awoken in that order).
    var made: [AnyObject] = []
    /// Modules to look custom classes up in when the document names none.
    var fallbackModules: [String] = []
    /// Makes the first controller instead of `init?(coder:)` when it returns one (the creator-block API).
    var creator: ((NSCoder) -> UIViewController?)?
    /// Views whose `<constraints>` are added once everything is made.
    var pendingConstraints: [(UIView, InterfaceBuilderElement)] = []
    /// Each object made with its element, for its connections.
    var madeElements: [(AnyObject, InterfaceBuilderElement)] = []
    /// Placeholders (the File's Owner) with their elements, for their connections.
    var placeholderConnections: [(AnyObject, InterfaceBuilderElement)] = []
    /// The scene views made, with their controllers, for their embed segues.
    var sceneViews: [(controller: UIViewController, scene: StoryboardSceneView)] = []
    /// The controller a prototype cell's segues belong to (a cell made from
    /// a storyboard's prototype, whose scene controller this loader did not make).
    weak var prototypeOwner: UIViewController?

    init(document: InterfaceBuilderDocument, storyboard: UIStoryboard? = nil) {
        self.document = document
        self.storyboard = storyboard
    }

    /// Makes the object `element` describes, its subtree with it; nil (and
    /// a diagnostic) when Segue has no class for it.
    func make(_ element: InterfaceBuilderElement) -> AnyObject? {
        guard let base = Self.baseClasses[element.name] else {
            if !Self.ignored.contains(element.name) {
                document.report(element, "Segue has no <\(element.name)>; it is left out, with what it contains")
            }
            return nil
        }
        let type: AnyClass = customClass(of: element, base: base)
        let coder = InterfaceBuilderCoder(element: element, loader: self)
        let object: AnyObject?
        switch type {
        case let controller as UIViewController.Type:
            let created = creator?(coder)
            creator = nil
            object = created ?? controller.init(coder: coder)
        case let view as UIView.Type: object = view.init(coder: coder)
        case let item as UIBarItem.Type: object = item.init(coder: coder)
        case let recognizer as UIGestureRecognizer.Type: object = Self.makeRecognizer(recognizer)
        default: object = nil
        }
        guard let object else {
            document.report(element, "\(type) could not be made from the document (its init?(coder:) returned nil)")
            return nil
        }
        if let id = element["id"] { objects[id] = object }
        made.append(object)
        madeElements.append((object, element))
        configure(object, from: element)
        return object
    }

    /// A recognizer of one of UIKit's own classes (a document's element names one).
    static func makeRecognizer(_ type: UIGestureRecognizer.Type) -> UIGestureRecognizer {
        switch type {
        case is UITapGestureRecognizer.Type: UITapGestureRecognizer(target: nil, action: nil)
        case is UIScreenEdgePanGestureRecognizer.Type: UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        case is UIPanGestureRecognizer.Type: UIPanGestureRecognizer(target: nil, action: nil)
        case is UIPinchGestureRecognizer.Type: UIPinchGestureRecognizer(target: nil, action: nil)
        case is UIRotationGestureRecognizer.Type: UIRotationGestureRecognizer(target: nil, action: nil)
        case is UISwipeGestureRecognizer.Type: UISwipeGestureRecognizer(target: nil, action: nil)
        case is UILongPressGestureRecognizer.Type: UILongPressGestureRecognizer(target: nil, action: nil)
        default: UIGestureRecognizer(target: nil, action: nil)
        }
    }

    /// UIKit's system bar button items by the names documents use (`systemItem="add"`).
    static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
        "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
        "undo": .undo, "redo": .redo, "pageCurl": .pageCurl, "close": .close,
    ]

    /// The element's own class, or its `customClass` when the runtime has it
    /// (a responder's, bar item's or gesture recognizer's: the objects a
    /// document makes through a required initializer).
    func customClass(of element: InterfaceBuilderElement, base: AnyClass) -> AnyClass {
        guard let name = element["customClass"], base is UIResponder.Type || base is UIBarItem.Type else {
            if let name = element["customClass"], base is UIGestureRecognizer.Type {
                document.report(element, "customClass \(name): Segue makes gesture recognizers of UIKit's own classes only (UIKit's init(target:action:) is not required, and Swift makes an object of a class found by name only through a required initializer); a \(base) was made")
            }
            return base
        }
        let modules = [element["customModule"]].compactMap { $0 } + fallbackModules + Self.mainModules
        for module in modules {
            if let found = _typeByName("\(module).\(name)") as? AnyClass, isSubclass(found, of: base) { return found }
        }
        if let found = _typeByName(name) as? AnyClass, isSubclass(found, of: base) { return found }
        Log.uiKit.error("\(document.source):\(element.line): Unknown class \(name) in Interface Builder file.")
        return base
    }

    private func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let c = current {
            if c == base { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    /// The main executable's name, the module an app's classes usually live in.
    private static let mainModules: [String] = {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingPathExtension().lastPathComponent
        return name.isEmpty ? [] : [name, name.replacingOccurrences(of: "-", with: "_")]
    }()

    /// Every object made is sent `awakeFromNib()`, after all connections.
    func awakeAll() {
        for object in made {
            switch object {
            case let responder as UIResponder: responder.awakeFromNib()
            case let item as UIBarItem: item.awakeFromNib()
            case let recognizer as UIGestureRecognizer: recognizer.awakeFromNib()
            default: break
            }
        }
    }

    /// The document's element classes Segue makes.
    static let baseClasses: [String: AnyClass] = [
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self,
        "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
        "pageViewController": UIPageViewController.self,
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "scrollView": UIScrollView.self, "stackView": UIStackView.self, "tableView": UITableView.self,
        "collectionView": UICollectionView.self, "textField": UITextField.self, "textView": UITextView.self,
        "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "visualEffectView": UIVisualEffectView.self,
        "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
        "pinchGestureRecognizer": UIPinchGestureRecognizer.self, "swipeGestureRecognizer": UISwipeGestureRecognizer.self,
        "longPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
        "barButtonItem": UIBarButtonItem.self, "containerView": UIView.self,
        "switch": UISwitch.self, "slider": UISlider.self, "segmentedControl": UISegmentedControl.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "pageControl": UIPageControl.self,
        "progressView": UIProgressView.self, "stepper": UIStepper.self,
    ]

    /// Elements that describe no object of their own (placeholders, the
    /// objects a controller makes itself, layout guides, metadata).
    static let ignored: Set<String> = [
        "placeholder", "navigationBar", "tabBar", "toolbar", "viewLayoutGuide", "layoutGuide", "exit",
        "navigationItem", "tabBarItem", "searchBar",
    ]
}
