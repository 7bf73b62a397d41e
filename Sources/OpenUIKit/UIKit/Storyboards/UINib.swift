import Foundation

/// The contents of a nib file (`UINib`): Xcode's `.xib` document, read as
/// Segue finds it in a bundle (`name.xib`), or the prototype a storyboard
/// declares for a table or collection view cell.
///
/// `instantiate(withOwner:options:)` makes the document's top-level objects
/// each time it is called (InterfaceBuilderLoader.swift gives the order:
/// made, connected, woken with `awakeFromNib()`); connections to the File's
/// Owner go to `ownerOrNil`.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// A key of the options dictionary `instantiate(withOwner:options:)` takes.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects standing for the document's placeholders, by placeholder identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let document: InterfaceBuilderDocument?
    /// The one element to make (a storyboard's prototype cell), or nil for
    /// the document's top-level objects.
    let element: InterfaceBuilderElement?

    /// The nib `name.xib` in `bundle` (the main bundle when nil). As on iOS
    /// the nib is read lazily; a missing or unreadable file is reported
    /// when it is instantiated, which then gives no objects.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let url = InterfaceBuilderDocument.url(named: name, extension: "xib", in: bundleOrNil)
        let document = url.flatMap { url in
            InterfaceBuilderDocument.contents(of: url).flatMap { InterfaceBuilderDocument.parse($0, source: url.path, bundle: bundleOrNil) }
        }
        if url == nil {
            Log.uiKit.error("UINib(nibName: \"\(name)\"): Could not load NIB in bundle: '\(bundleOrNil?.bundlePath ?? Bundle.main.bundlePath)' with name '\(name)'")
        }
        self.init(document: document, element: nil)
    }

    /// A nib of the document in `data`.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(document: InterfaceBuilderDocument.parse(data, source: "nib data", bundle: bundleOrNil), element: nil)
    }

    /// For a storyboard's prototype cell: the storyboard and the controller
    /// of the scene, whose segues the cell triggers.
    weak var storyboard: UIStoryboard?
    weak var prototypeOwner: UIViewController?

    init(document: InterfaceBuilderDocument?, element: InterfaceBuilderElement?) {
        self.document = document
        self.element = element
        super.init()
    }

    /// Makes the nib's top-level objects, connecting the File's Owner's
    /// outlets and actions to `ownerOrNil`.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let loader = InterfaceBuilderLoader(document: document, storyboard: storyboard)
        loader.prototypeOwner = prototypeOwner
        if let owner = ownerOrNil as AnyObject? {
            loader.fallbackModules = [String(reflecting: type(of: owner)).split(separator: ".").first.map(String.init)]
                .compactMap { $0 }
        }
        if let element {
            guard let object = loader.make(element) else { return [] }
            loader.finish()
            return [object]
        }
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var topLevel: [Any] = []
        for child in document.root.children(of: "objects") {
            if child.name == "placeholder" {
                let identifier = child["placeholderIdentifier"] ?? ""
                let stand: AnyObject? = identifier == "IBFilesOwner" ? ownerOrNil as AnyObject? : externals[identifier] as AnyObject?
                if let stand, let id = child["id"] { loader.objects[id] = stand }
                continue
            }
            if let object = loader.make(child) { topLevel.append(object) }
        }
        loader.connectPlaceholders(in: document.root.children(of: "objects"))
        loader.finish()
        return topLevel
    }
}

extension Bundle {
    /// Loads the nib `name.xib` from this bundle with `owner` as its File's
    /// Owner and returns its top-level objects (nil when it cannot be read).
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.document != nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
