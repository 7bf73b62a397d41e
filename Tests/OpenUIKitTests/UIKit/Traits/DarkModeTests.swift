import Foundation
import Testing
@testable import OpenUIKit

/// Light and dark appearance as UIKit documents it: dynamic colours
/// resolve from a trait collection's `userInterfaceStyle` (and level); a
/// view's or controller's `overrideUserInterfaceStyle` sets the style of
/// everything below it, re-resolves its colours and calls
/// `traitCollectionDidChange(_:)`. Colour values are those of Apple's Human
/// Interface Guidelines ("Color").
@MainActor
@Suite("Dark mode and dynamic colours")
struct DarkModeTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    func rgba(_ color: CGColor) -> [Int] {
        [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [Int((color.alpha * 100).rounded())]
    }

    @Test("UIKit's raw values")
    func rawValues() {
        #expect(UIUserInterfaceStyle.unspecified.rawValue == 0 && UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceLevel.unspecified.rawValue == -1 && UIUserInterfaceLevel.elevated.rawValue == 1)
    }

    @Test("System colours resolve to the HIG's light and dark values")
    func systemColours() {
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: light).cgColor) == [255, 255, 255, 100])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: dark).cgColor) == [0, 0, 0, 100])
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: elevated).cgColor) == [28, 28, 30, 100])
        #expect(rgba(UIColor.label.resolvedColor(with: dark).cgColor) == [255, 255, 255, 100])
        #expect(rgba(UIColor.secondaryLabel.resolvedColor(with: dark).cgColor) == [235, 235, 245, 60])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: light).cgColor) == [0, 122, 255, 100])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: dark).cgColor) == [10, 132, 255, 100])
        #expect(rgba(UIColor.systemGray6.resolvedColor(with: dark).cgColor) == [28, 28, 30, 100])
        // A fixed colour is itself in every style.
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
    }

    @Test("A dynamic provider decides; cgColor resolves with the current collection, which performAsCurrent sets")
    func provider() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: dark) == .white && color.resolvedColor(with: light) == .black)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(rgba(color.cgColor) == [0, 0, 0, 100])
        dark.performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            #expect(rgba(color.cgColor) == [255, 255, 255, 100])
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(rgba(color.withAlphaComponent(0.5).resolvedColor(with: dark).cgColor) == [255, 255, 255, 50])
    }

    @Test("Combining, comparing and containing traits")
    func traits() {
        let combined = UITraitCollection(traitsFrom: [light, dark])
        #expect(combined.userInterfaceStyle == .dark, "the last specified value wins")
        #expect(light.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: combined))
        #expect(combined.containsTraits(in: dark) && !combined.containsTraits(in: light))
        #expect(UITraitCollection(userInterfaceStyle: .unspecified).userInterfaceLevel == .unspecified)
    }

    final class Recorder: UIView {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }

    final class Screen: UIViewController {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    @Test("overrideUserInterfaceStyle darkens a view and its subviews: colours re-resolve and traitCollectionDidChange comes")
    func viewOverride() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = Recorder(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        window.addSubview(card)
        card.addSubview(inner)
        inner.backgroundColor = .systemBackground
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(rgba(inner.layer.backgroundColor!) == [255, 255, 255, 100])
        card.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(rgba(inner.layer.backgroundColor!) == [0, 0, 0, 100])
        #expect(card.changes == [.light] && inner.changes == [.light], "told with the previous (light) collection")
        #expect(inner.backgroundColor === UIColor.systemBackground, "the view keeps the dynamic colour")
        // A subview overriding the style itself is not affected.
        inner.overrideUserInterfaceStyle = .light
        card.overrideUserInterfaceStyle = .unspecified
        #expect(inner.changes == [.light, .dark] && rgba(inner.layer.backgroundColor!) == [255, 255, 255, 100])
        withExtendedLifetime(window) {}
    }

    @Test("A controller's override reaches its view, and its traitCollectionDidChange is called")
    func controllerOverride() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = Screen()
        window.rootViewController = screen
        screen.view.backgroundColor = .secondarySystemBackground
        screen.overrideUserInterfaceStyle = .dark
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.view.traitCollection.userInterfaceStyle == .dark)
        #expect(rgba(screen.view.layer.backgroundColor!) == [28, 28, 30, 100])
        #expect(screen.changes == 1)
        withExtendedLifetime(window) {}
    }

    @Test("A view configured before it is added under a dark view takes the dark colours when added")
    func addedUnderDark() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = .dark
        let card = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .secondarySystemBackground
        #expect(rgba(card.layer.backgroundColor!) == [242, 242, 247, 100])
        window.addSubview(card)
        #expect(rgba(card.layer.backgroundColor!) == [28, 28, 30, 100])
        #expect(card.changes == [.light])
        withExtendedLifetime(window) {}
    }

    @Test("Bars and alert platters darken with the window: HIG dark systemGray6 under the bar's 94 % translucency")
    func barsInDarkMode() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let bar = navigation.navigationBar
        #expect(rgba(bar.layer.backgroundColor!) == [247, 247, 247, 94], "light: 97 % white, as before")
        window.overrideUserInterfaceStyle = .dark
        #expect(rgba(bar.layer.backgroundColor!) == [28, 28, 30, 94])
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        window.addSubview(tabBar)
        #expect(rgba(tabBar.layer.backgroundColor!) == [28, 28, 30, 94], "a bar added under a dark window is dark")
        window.overrideUserInterfaceStyle = .unspecified
        #expect(rgba(tabBar.layer.backgroundColor!) == [247, 247, 247, 94])
        withExtendedLifetime(window) {}
    }
}
