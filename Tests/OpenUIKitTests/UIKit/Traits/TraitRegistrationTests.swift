import Foundation
import Testing
@testable import OpenUIKit

/// The iOS 17 trait API as Apple documents it: a registration is called
/// with the environment and its previous traits after a trait it names
/// changes (not for other traits), until it is unregistered;
/// `traitOverrides` sets the style (as `overrideUserInterfaceStyle`) and an
/// app's own traits, which a `UITraitDefinition` declares by its
/// `defaultValue` and views below read through the collection's subscript.
@MainActor
@Suite("Trait registration")
struct TraitRegistrationTests {
    enum Theme: Int { case standard, monochrome }
    struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }

    @Test("System traits read through the subscript; an own trait's name, identifier and default")
    func definitions() {
        let traits = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
        #expect(traits[UITraitHorizontalSizeClass.self] == .compact && traits[UITraitDisplayScale.self] == 3)
        #expect(traits[UITraitUserInterfaceStyle.self] == .light)
        #expect(traits[ThemeTrait.self] == .standard)
        #expect(ThemeTrait.name == "ThemeTrait" && !ThemeTrait.affectsColorAppearance)
        #expect(UITraitUserInterfaceStyle.defaultValue == .unspecified && UITraitUserInterfaceStyle.affectsColorAppearance)
    }

    @Test("A style registration hears a style change with the previous traits, once; unregistered, it hears nothing")
    func styleRegistration() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        var heard: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        var sizeHeard = 0
        let registration = root.view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            heard.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle))
        }
        root.view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in sizeHeard += 1 }
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(root.overrideUserInterfaceStyle == .dark)
        #expect(heard.count == 1 && heard[0] == (.light, .dark))
        #expect(sizeHeard == 0)
        root.view.unregisterForTraitChanges(registration)
        root.traitOverrides.userInterfaceStyle = .light
        #expect(heard.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test("An own trait overridden on a controller reaches views below it and their registrations")
    func ownTrait() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        let label = UILabel()
        root.view.addSubview(label)
        var themes: [Theme] = []
        label.registerForTraitChanges([ThemeTrait.self]) { (label: UILabel, previous: UITraitCollection) in
            themes.append(previous[ThemeTrait.self])
            themes.append(label.traitCollection[ThemeTrait.self])
        }
        root.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(label.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(root.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(themes == [.standard, .monochrome])
        #expect(root.traitOverrides.contains(ThemeTrait.self))
        var overrides = root.traitOverrides
        overrides.remove(ThemeTrait.self)
        root.traitOverrides = overrides
        #expect(label.traitCollection[ThemeTrait.self] == .standard && themes.count == 4)
        withExtendedLifetime(window) {}
    }
}
