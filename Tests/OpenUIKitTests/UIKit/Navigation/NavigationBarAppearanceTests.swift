import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// The navigation bar's legacy customisation, from Apple's documentation:
/// `barTintColor` colours the background (translucent unless
/// `isTranslucent` is false), a background image replaces it, a shadow
/// image replaces the hairline only with a background image, title text
/// attributes style the title, and the tint colour colours the items.
@MainActor
@Suite("Navigation bar appearance")
struct NavigationBarAppearanceTests {
    private func hairline(_ bar: UINavigationBar) -> CALayer? { bar.layer.sublayers?.first { $0.name == "hairline" } }

    @Test("barTintColor tints the bar, translucent by default and opaque when isTranslucent is false")
    func barTint() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 91))
        bar.barTintColor = .red
        #expect(bar.backgroundColor?.cgColor.red == 1)
        #expect(abs((bar.backgroundColor?.cgColor.alpha ?? 0) - UINavigationBar.translucentAlpha) < 1e-9)
        bar.isTranslucent = false
        #expect(bar.backgroundColor == UIColor.red)
        bar.barTintColor = nil
        // The default bar colour is dynamic (dark in dark mode); in light mode it is 97 % white.
        #expect(bar.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(white: 0.97, alpha: 1))
    }

    @Test("An empty background image and shadow image make the bar transparent without a hairline")
    func transparentIdiom() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 91))
        bar.shadowImage = UIImage()
        #expect(hairline(bar)?.backgroundColor != nil, "a shadow image alone changes nothing")
        bar.setBackgroundImage(UIImage(), for: .default)
        #expect(bar.backgroundImage(for: .default) != nil)
        #expect(bar.backgroundColor == nil && bar.layer.contents == nil)
        #expect(hairline(bar)?.backgroundColor == nil && hairline(bar)?.contents == nil)
        bar.setBackgroundImage(nil, for: .default)
        #expect(bar.backgroundColor != nil && hairline(bar)?.backgroundColor != nil)
    }

    @Test("titleTextAttributes style the title; the tint colour colours the back button and items")
    func titleAndTint() {
        let clock = MediaClock.installVirtual()
        let a = UIViewController(), b = UIViewController()
        a.title = "Alpha"; b.title = "Beta"
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        nav.pushViewController(b, animated: false)
        let bar = nav.navigationBar
        bar.titleTextAttributes = [NSAttributedString.Key("NSColor"): UIColor.white, NSAttributedString.Key("NSFont"): UIFont.systemFont(ofSize: 20)]
        bar.tintColor = .orange
        window.layoutIfNeeded()
        #expect(bar.titleLabel.textColor == UIColor.white)
        #expect(bar.titleLabel.font == UIFont.systemFont(ofSize: 20))
        #expect(bar.backLabel.textColor == UIColor.orange)
        let edit = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Edit" }
        #expect(edit?.textColor == UIColor.orange)
    }
}
