import Foundation
import Testing
@testable import OpenUIKit

/// `UIView.tintAdjustmentMode`, from Apple's documentation: `.automatic`
/// reads as the superview's mode (or `.normal` at the root), `.dimmed`
/// modifies `tintColor` to a dimmed appearance, and a change calls
/// `tintColorDidChange()` on the view and the subviews that inherit it.
@MainActor
@Suite("UIView.tintAdjustmentMode")
struct TintAdjustmentModeTests {
    final class Recording: UIView {
        var changes = 0
        override func tintColorDidChange() { super.tintColorDidChange(); changes += 1 }
    }

    @Test("automatic inherits; dimmed greys the tint colour of the view and the subviews that inherit the mode")
    func inheritsAndDims() {
        let root = UIView(), child = Recording(), pinned = Recording()
        root.addSubview(child)
        root.addSubview(pinned)
        pinned.tintAdjustmentMode = .normal
        root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(root.tintAdjustmentMode == .normal && child.tintAdjustmentMode == .normal)
        child.changes = 0; pinned.changes = 0
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(pinned.tintAdjustmentMode == .normal)
        #expect(child.changes == 1 && pinned.changes == 0)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        child.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.299) < 1e-6 && r == g && g == b && a == 1)
        #expect(pinned.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.tintAdjustmentMode = .automatic
        #expect(child.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(child.changes == 2)
    }

    @Test("A system button's title is drawn in the dimmed tint while dimmed")
    func buttonDims() {
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        button.tintAdjustmentMode = .dimmed
        #expect(button.currentTitleColor == button.tintColor)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        button.currentTitleColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == g && g == b)
    }
}
