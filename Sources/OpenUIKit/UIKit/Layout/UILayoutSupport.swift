import Foundation

/// The deprecated top and bottom layout guides of a view controller
/// (`UILayoutSupport`, iOS 7–10): the strip above the safe area and the
/// strip below it. Use `safeAreaLayoutGuide` in new code.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The strip's height: the root view's top (or bottom) safe-area inset.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide`/`bottomLayoutGuide`: a system guide
/// of the root view spanning its width and the inset's height.
@MainActor
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let owner = owningViewStorage else { return 0 }
        return systemRole == .topLayoutSupport ? owner.safeAreaInsets.top : owner.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// The strip above the root view's safe area (deprecated in iOS 11).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
    public var topLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(.topLayoutSupport, "_UILayoutGuide-top") }

    /// The strip below the root view's safe area (deprecated in iOS 11).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
    public var bottomLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(.bottomLayoutSupport, "_UILayoutGuide-bottom") }
}

extension UIView {
    func layoutSupportGuide(_ role: LayoutGuideRole, _ identifier: String) -> LayoutSupportGuide {
        if let existing = layoutGuides.first(where: { $0.systemRole == role }) as? LayoutSupportGuide { return existing }
        let guide = LayoutSupportGuide()
        guide.identifier = identifier
        guide.systemRole = role
        addLayoutGuide(guide)
        return guide
    }
}
