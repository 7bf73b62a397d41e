import Foundation

/// A rectangle that takes part in Auto Layout without being a view
/// (`UILayoutGuide`): it lays out in its owning view's coordinates and
/// has the same anchors as a view.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    weak var owningViewStorage: UIView?
    /// Set for the guides a view makes itself (safe area, margins): the
    /// engine ties them to the owner's insets.
    var systemRole: LayoutGuideRole?
    var variables: LayoutVariables?
    weak var engine: LayoutEngine?

    public override init() { super.init() }

    /// A name shown in diagnostics.
    open var identifier: String = ""

    /// The view that owns the guide (set by `UIView.addLayoutGuide(_:)`).
    open weak var owningView: UIView? {
        get { owningViewStorage }
        set {
            guard newValue !== owningViewStorage else { return }
            if let old = owningViewStorage { old.removeLayoutGuide(self) }
            if let newValue { newValue.addLayoutGuide(self) }
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as the last
    /// layout pass solved it (`.zero` before one ran).
    open var layoutFrame: CGRect { LayoutEngine.layoutFrame(of: self) }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

/// The guides a view makes itself.
enum LayoutGuideRole {
    case safeArea, layoutMargins, readableContent
    /// The deprecated `topLayoutGuide`/`bottomLayoutGuide` strips.
    case topLayoutSupport, bottomLayoutSupport
}
