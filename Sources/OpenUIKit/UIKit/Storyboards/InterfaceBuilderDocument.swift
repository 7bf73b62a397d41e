import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document (a `.storyboard` or `.xib`
/// file as Xcode writes it: XML, document version 3.0): its name,
/// attributes, children and the line it starts on.
final class InterfaceBuilderElement: @unchecked Sendable {  // built once while parsing, then only read
    let name: String
    let attributes: [String: String]
    var children: [InterfaceBuilderElement] = []
    let line: Int
    weak var parent: InterfaceBuilderElement?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with `key`, whatever its name.
    func child(key: String) -> InterfaceBuilderElement? { children.first { $0["key"] == key } }

    /// The children of the child named `name` (`<subviews>`, `<constraints>`, `<connections>`…).
    func children(of name: String) -> [InterfaceBuilderElement] { child(name)?.children ?? [] }

    /// Every element below this one, depth first.
    func descendants() -> [InterfaceBuilderElement] { children.flatMap { [$0] + $0.descendants() } }

    func bool(_ attribute: String) -> Bool? { attributes[attribute].map { $0 == "YES" } }
    func number(_ attribute: String) -> CGFloat? { attributes[attribute].flatMap { Double($0) }.map { CGFloat($0) } }
}

/// A parsed document: its root element, the elements by `id`, where it came from.
final class InterfaceBuilderDocument: @unchecked Sendable {  // immutable once parsed
    let root: InterfaceBuilderElement
    let elementsByID: [String: InterfaceBuilderElement]
    /// The file name diagnostics name.
    let source: String
    let bundle: Bundle?

    private init(root: InterfaceBuilderElement, source: String, bundle: Bundle?) {
        self.root = root
        self.source = source
        self.bundle = bundle
        var byID: [String: InterfaceBuilderElement] = [:]
        for element in [root] + root.descendants() {
            if let id = element["id"] { byID[id] = element }
        }
        elementsByID = byID
    }

    /// A document with no scenes, for a storyboard that could not be read.
    static func empty(bundle: Bundle?) -> InterfaceBuilderDocument {
        InterfaceBuilderDocument(root: InterfaceBuilderElement(name: "document", attributes: [:], line: 0),
                                 source: "(no document)", bundle: bundle)
    }

    /// Parses `data`; nil (and a diagnostic naming `source` and the line)
    /// when it is not a well-formed Interface Builder document.
    static func parse(_ data: Data, source: String, bundle: Bundle?) -> InterfaceBuilderDocument? {
        // Xcode writes UTF-8. Bytes that are not UTF-8 are refused here:
        // swift-corelibs-foundation's XMLParser stops the process on an
        // element name that is not (found by the Loader fuzz target).
        if let line = firstLineNotUTF8(data) {
            Log.uiKit.error("\(source):\(line): not a readable Interface Builder document (bytes that are not UTF-8)")
            return nil
        }
        let parser = XMLParser(data: data)
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "not XML"
            Log.uiKit.error("\(source):\(parser.lineNumber): not a readable Interface Builder document (\(reason))")
            return nil
        }
        // swift-corelibs' XMLParser can end a document that stops inside
        // an element without an error: a truncated file is refused here.
        if let open = builder.openElement {
            Log.uiKit.error("\(source):\(parser.lineNumber): not a readable Interface Builder document (it ends inside <\(open.name)>, opened on line \(open.line))")
            return nil
        }
        guard root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") == true else {
            Log.uiKit.error("\(source):\(root.line): not an iOS Interface Builder document (root <\(root.name)> of type \(root["type"] ?? "none"))")
            return nil
        }
        if let version = root["version"], version != "3.0" {
            Log.uiKit.warning("\(source):\(root.line): document version \(version); Segue reads version 3.0")
        }
        return InterfaceBuilderDocument(root: root, source: source, bundle: bundle)
    }

    /// The line of the first byte sequence of `data` that is not UTF-8 (nil when all is).
    private static func firstLineNotUTF8(_ data: Data) -> Int? {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var line = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// The bytes of the file at `url` (nil when it cannot be read). An empty
    /// file gives empty data without reading it: swift-corelibs-foundation's
    /// `Data(contentsOf:)` leaks its 4 KB read buffer on an empty file
    /// (docs/RELIABILITY.md, "Leaks").
    static func contents(of url: URL) -> Data? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? NSNumber, size.intValue == 0 { return Data() }
        return try? Data(contentsOf: url)
    }

    /// Logs a problem with `element` as `file:line: message`.
    func report(_ element: InterfaceBuilderElement, _ message: String) {
        Log.uiKit.error("\(source):\(element.line): \(message)")
    }

    /// Finds `name.extension` in `bundle` (the main bundle when nil): the
    /// bundle's resources, then its folder.
    static func url(named name: String, extension ext: String, in bundle: Bundle?) -> URL? {
        let bundle = bundle ?? .main
        if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        for folder in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) {
            let candidate = folder.appendingPathComponent("\(name).\(ext)")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Builds the element tree with the line each element starts on.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: InterfaceBuilderElement?
        private var stack: [InterfaceBuilderElement] = []
        /// The innermost element not closed when the parser stopped (nil for a whole document).
        var openElement: InterfaceBuilderElement? { stack.last }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let element = InterfaceBuilderElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
            element.parent = stack.last
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
        }

        /// `<string key="text">…</string>`: text content becomes a `text` attribute.
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let current = stack.last, current.name == "string" || current.name == "mutableString" else { return }
            let updated = InterfaceBuilderElement(name: current.name,
                                                  attributes: current.attributes.merging(["text": (current["text"] ?? "") + string]) { $1 },
                                                  line: current.line)
            updated.parent = current.parent
            updated.children = current.children
            if let parent = current.parent, let index = parent.children.lastIndex(where: { $0 === current }) {
                parent.children[index] = updated
            }
            stack[stack.count - 1] = updated
        }
    }
}
