import Foundation

/// A relation between two layout attributes that the Auto Layout engine
/// keeps (`NSLayoutConstraint`):
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// Activating a constraint installs it on the closest common ancestor of
/// its items (`UIView.constraints` of that view), as UIKit does; the
/// engine of the hierarchy solves it in the next layout pass. Changing
/// `constant` on an active constraint re-solves incrementally, without
/// rebuilding the engine, which is what makes `constant` changes inside
/// `UIView.animate` + `layoutIfNeeded()` cheap.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    weak var firstItemStorage: AnyObject?
    weak var secondItemStorage: AnyObject?
    public let firstAttribute: NSLayoutConstraint.Attribute
    public let secondAttribute: NSLayoutConstraint.Attribute
    public let relation: NSLayoutConstraint.Relation
    public let multiplier: CGFloat
    var constantStorage: CGFloat
    var priorityStorage: UILayoutPriority = .required
    var isActiveStorage = false
    /// The view whose `constraints` list holds this constraint.
    weak var installedView: UIView?
    /// The engine's copy of this constraint, while one is installed.
    var solverConstraint: SolverConstraint?
    /// The part of the solver constant that comes from the attributes
    /// (margins, baselines): solver constant = offset − constant.
    var solverOffset: Double = 0
    /// Activation order, so engines add constraints as the user did.
    var activationOrder = 0
    static var nextActivationOrder = 0

    /// A name shown in diagnostics.
    open var identifier: String?
    /// Kept for source compatibility; there are no archives here.
    open var shouldBeArchived = false

    /// `item.attribute (relation) multiplier × toItem.attribute + constant`.
    /// Items are views or layout guides. Invalid pairings (an x-axis with a
    /// y-axis attribute, a size with a location, a location related to a
    /// constant) are raised as UIKit raises them (`UIKitException`); the
    /// constraint is then made but refuses to activate.
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
                            relatedBy relation: NSLayoutConstraint.Relation,
                            toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute,
                            multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
        if let reason = validationFailure { UIKitException.raise(UIKitException.invalidArgument, reason) }
    }

    init(first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstItemStorage = first
        secondItemStorage = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constantStorage = constant.isFinite ? constant : 0
        super.init()
        if !multiplier.isFinite || !constant.isFinite {
            Log.uiKit.error("NSLayoutConstraint: a non-finite multiplier or constant (\(multiplier), \(constant)) was replaced by \(self.multiplier), \(constantStorage) in \(self.description)")
        }
    }

    /// Why UIKit would refuse this constraint, if it would.
    var validationFailure: String? { validationFailure(first: firstItemStorage, second: secondItemStorage) }

    /// `validationFailure` for the items as loaded by the caller (each read
    /// of a weak item is a weak load).
    func validationFailure(first firstItem: AnyObject?, second: AnyObject?) -> String? {
        guard let first = firstItem, isLayoutItem(first) else {
            return "NSLayoutConstraint for \(uiKitDescription(firstItem)): Constraint items must each be a view or layout guide."
        }
        if let second, !isLayoutItem(second) {
            return "NSLayoutConstraint for \(uiKitDescription(second)): Constraint items must each be a view or layout guide."
        }
        guard firstAttribute != .notAnAttribute else {
            return "NSLayoutConstraint for \(uiKitDescription(first)): Unknown layout attribute"
        }
        if second == nil || multiplier == 0 {
            if !firstAttribute.isSize {
                return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            }
            return nil
        }
        if secondAttribute == .notAnAttribute {
            return "NSLayoutConstraint for \(uiKitDescription(first)): Unknown layout attribute"
        }
        if firstAttribute.isSize != secondAttribute.isSize {
            return "Invalid pairing of layout attributes"
        }
        // A width may relate to a height (aspect ratios); locations pair within their axis.
        if !firstAttribute.isSize, firstAttribute.isHorizontal != secondAttribute.isHorizontal {
            return "Invalid pairing of layout attributes"
        }
        return nil
    }

    /// Tested on the class, not by casting the item (a cast copies the
    /// reference: a retain and a release on the runtime's slow path).
    private func isLayoutItem(_ item: AnyObject) -> Bool {
        let type: AnyObject.Type = Swift.type(of: item)
        return type is UIView.Type || type is UILayoutGuide.Type
    }

    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { firstItemStorage }
    /// The second item, nil for a constant size.
    open var secondItem: AnyObject? { secondItemStorage }

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItemStorage, attribute: firstAttribute)
    }

    /// The second item's anchor, nil for a constant size.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItemStorage.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// The constant; setting it on an active constraint re-solves
    /// incrementally. Non-finite values are refused with a log.
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue.isFinite else {
                Log.uiKit.error("NSLayoutConstraint: ignoring a non-finite constant \(newValue) on \(description)")
                return
            }
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            LayoutEngine.constantDidChange(self)
        }
    }

    /// The priority. UIKit raises when an installed constraint changes
    /// between required and optional; the change is refused that way here.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            let clamped = UILayoutPriority(min(max(newValue.rawValue, 1), 1000))
            guard clamped != priorityStorage else { return }
            if isActiveStorage, (clamped == .required) != (priorityStorage == .required) {
                UIKitException.raise(UIKitException.internalInconsistency,
                                     "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(newValue.rawValue) and the existing priority was \(priorityStorage.rawValue).")
                return
            }
            priorityStorage = clamped
            LayoutEngine.constraintDidChangeStructurally(self)
        }
    }

    /// Whether the constraint is installed. Activating installs it on the
    /// items' closest common ancestor; with none, UIKit's exception is raised
    /// and it stays inactive.
    open var isActive: Bool {
        get { isActiveStorage }
        set {
            guard newValue != isActiveStorage else { return }
            if newValue {
                let first = firstItemStorage, second = secondItemStorage
                if let failure = validationFailure(first: first, second: second) {
                    UIKitException.raise(UIKitException.invalidArgument, failure)
                    return
                }
                guard let owner = installationView(first: first, second: second) else {
                    UIKitException.raise(UIKitException.invalidArgument, "Unable to activate constraint with anchors \(firstAnchor.description) and \(secondAnchor?.description ?? "(null)") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                    return
                }
                // Validated, and `owner` is the items' common ancestor.
                owner.attachValidatedConstraint(self)
            } else {
                installedView?.removeConstraint(self)
            }
        }
    }

    /// The view UIKit installs the constraint on: the items' closest common
    /// ancestor (a layout guide stands for its owning view). The items are
    /// passed as the caller loaded them.
    func installationView(first firstItem: AnyObject?, second secondItem: AnyObject?) -> UIView? {
        guard let first = layoutView(of: firstItem) else { return nil }
        guard let secondItem else { return first }
        guard let second = layoutView(of: secondItem) else { return nil }
        return LayoutEngine.commonAncestor(first, second)
    }

    /// Activates each constraint (faster than one by one in UIKit; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`.
    /// Main thread only, as the constraint's other members.
    open override var description: String {
        MainActor.assumeIsolated { isolatedDescription }
    }

    private var isolatedDescription: String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        let name = identifier.map { " '\($0)'" } ?? ""
        var text = "<\(String(describing: type(of: self))):0x\(address)\(name) \(itemName(firstItemStorage)).\(Self.attributeName(firstAttribute)) \(relationName)"
        if let second = secondItemStorage {
            text += " "
            if multiplier != 1 { text += "\(format(multiplier))*" }
            text += "\(itemName(second)).\(Self.attributeName(secondAttribute))"
            if constantStorage != 0 { text += " \(constantStorage < 0 ? "-" : "+") \(format(abs(constantStorage)))" }
        } else {
            text += " \(format(constantStorage))"
        }
        if priorityStorage != .required { text += " priority:\(format(CGFloat(priorityStorage.rawValue)))" }
        if isActiveStorage { text += "   (active)" }
        return text + ">"
    }

    private var relationName: String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    private func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    private func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "(null)" }
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(item).toOpaque()), radix: 16)
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            return "'\(guide.identifier)'"
        }
        return "\(String(describing: type(of: item))):0x\(address)"
    }

    static func attributeName(_ attribute: Attribute) -> String {
        switch attribute {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// The view a layout item lays out in: a view itself, a guide's owner.
@MainActor
func layoutView(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
}
