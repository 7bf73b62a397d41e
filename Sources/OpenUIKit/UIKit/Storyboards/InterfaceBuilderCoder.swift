import Foundation

/// The coder `init?(coder:)` receives for an object of an Interface Builder
/// document: it decodes the element's attributes and keyed children.
///
/// Keys are the document's: an attribute (`text`, `tag`, `alpha`…) or a
/// child's `key` (`frame` for `<rect key="frame">`, `backgroundColor` for
/// `<color key="backgroundColor">`). Segue's views read their own
/// properties from it in `init?(coder:)`, so a subclass sees them after
/// `super.init(coder:)`, as on iOS.
final class InterfaceBuilderCoder: NSCoder, @unchecked Sendable {  // used on the main thread while a document loads
    let element: InterfaceBuilderElement
    let loader: InterfaceBuilderLoader

    init(element: InterfaceBuilderElement, loader: InterfaceBuilderLoader) {
        self.element = element
        self.loader = loader
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil
    }

    /// Decoding happens on the main thread, while a document loads.
    override func decodeObject(forKey key: String) -> Any? {
        if let child = element.child(key: key) {
            let loader = self.loader
            switch child.name {
            case "color": return MainActor.assumeIsolated { loader.color(child) }
            case "rect": return MainActor.assumeIsolated { loader.rect(child) }
            case "string", "mutableString": return child["text"]
            case "fontDescription": return MainActor.assumeIsolated { loader.font(child) }
            case "point": return CGPoint(x: child.number("x") ?? 0, y: child.number("y") ?? 0)
            case "size": return CGSize(width: child.number("width") ?? 0, height: child.number("height") ?? 0)
            case "inset":
                return UIEdgeInsets(top: child.number("minY") ?? 0, left: child.number("minX") ?? 0,
                                    bottom: child.number("maxY") ?? 0, right: child.number("maxX") ?? 0)
            default: return nil
            }
        }
        return element[key]
    }

    override func decodeBool(forKey key: String) -> Bool { element.bool(key) ?? false }
    override func decodeInteger(forKey key: String) -> Int { element[key].flatMap { Int($0) } ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double { element[key].flatMap { Double($0) } ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}

extension NSCoder {
    /// A rectangle (`<rect key=…>` in a document).
    public func decodeCGRect(forKey key: String) -> CGRect { decodeObject(forKey: key) as? CGRect ?? .zero }
    /// A point (`<point key=… x= y=>`).
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodeObject(forKey: key) as? CGPoint ?? .zero }
    /// A size (`<size key=… width= height=>`).
    public func decodeCGSize(forKey key: String) -> CGSize { decodeObject(forKey: key) as? CGSize ?? .zero }
    /// Edge insets (`<inset key=… minX= minY= maxX= maxY=>`).
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets { decodeObject(forKey: key) as? UIEdgeInsets ?? .zero }
}
