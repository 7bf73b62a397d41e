import Foundation

/// A factory for constraints on one attribute of a view or layout guide
/// (`NSLayoutAnchor`). The type parameter keeps x-axis anchors, y-axis
/// anchors and dimensions apart at compile time, as in UIKit. The
/// constraints it makes are inactive until activated.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    nonisolated(unsafe) weak var itemStorage: AnyObject?
    nonisolated let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        itemStorage = item
        self.attribute = attribute
        super.init()
    }

    /// The view or layout guide this anchor belongs to.
    open var item: AnyObject? { itemStorage }

    /// `ClassName:0x….attribute`, as UIKit names anchors in messages.
    open var name: String {
        guard let item = itemStorage else { return "(null)" }
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(item).toOpaque()), radix: 16)
        return "\(String(describing: type(of: item))):0x\(address).\(NSLayoutConstraint.attributeName(attribute))"
    }

    /// Main thread only, as the anchor's other members.
    open override var description: String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        let name = MainActor.assumeIsolated { self.name }
        return "<\(String(describing: type(of: self))):0x\(address) \"\(name)\">"
    }

    /// Anchors are equal when they name the same attribute of the same item
    /// (whatever their static type: `firstAnchor` is an `NSLayoutAnchor<AnyObject>`).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? any LayoutAnchorKey else { return false }
        return other.anchorItem === itemStorage && other.anchorAttribute == attribute
    }

    open override var hash: Int {
        itemStorage.map { ObjectIdentifier($0).hashValue ^ attribute.rawValue } ?? attribute.rawValue
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: itemStorage, attribute, relation, second: other?.itemStorage,
                           other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// What makes two anchors of any static type the same anchor.
protocol LayoutAnchorKey: AnyObject {
    var anchorItem: AnyObject? { get }
    var anchorAttribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: LayoutAnchorKey {
    nonisolated var anchorItem: AnyObject? { itemStorage }
    nonisolated var anchorAttribute: NSLayoutConstraint.Attribute { attribute }
}
