import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// What documents spell out, read as a compiled storyboard decodes it on
/// iOS, and documents Segue cannot build reported with file and line.
///
/// Facts used: a system colour in a document is UIKit's dynamic colour
/// (`systemBackgroundColor` is `UIColor.systemBackground`: white in light
/// mode, black in dark; `secondaryLabel` is 60,60,67 at 60 % in light and
/// 235,235,245 at 60 % in dark, Apple's HIG), whatever light value Xcode
/// writes in `<resources>`; `systemItem="add"` is
/// `UIBarButtonItem.SystemItem.add`; `register(_:forHeaderFooterViewReuseIdentifier:)`
/// with a nib makes the header from the nib, with its reuse identifier.
@MainActor
@Suite("Interface Builder documents: values, header nibs, bad input", .transitionHarness)
struct InterfaceBuilderDocumentTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    func rgba(_ color: UIColor?, _ traits: UITraitCollection) -> [Int] {
        guard let cg = color?.resolvedColor(with: traits).cgColor else { return [] }
        return [cg.red, cg.green, cg.blue].map { Int(($0 * 255).rounded()) } + [Int((cg.alpha * 100).rounded())]
    }

    func storyboard(_ name: String, _ contents: String) throws -> UIStoryboard {
        UIStoryboard(name: name, bundle: try StoryboardFixtures.bundle(["\(name).storyboard": contents]))
    }

    @Test("System colours are UIKit's dynamic ones, not the light values in <resources>; an unknown one takes its resource value")
    func systemColours() throws {
        let controller = try #require(try storyboard("Values", InterfaceBuilderDocumentFixtures.values).instantiateInitialViewController())
        let view = controller.view!
        #expect(rgba(view.backgroundColor, light) == [255, 255, 255, 100])
        #expect(rgba(view.backgroundColor, dark) == [0, 0, 0, 100])
        let label = try #require(view.subviews.first as? UILabel)
        #expect(rgba(label.textColor, light) == [60, 60, 67, 60])
        #expect(rgba(label.textColor, dark) == [235, 235, 245, 60])
        let swatch = view.subviews[1]
        #expect(rgba(swatch.backgroundColor, dark) == [255, 128, 0, 100], "a name UIKit lacks: the document's own value")
        // Shown in a dark window, the view draws black.
        controller.overrideUserInterfaceStyle = .dark
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let layerColor = try #require(view.layer.backgroundColor)
        #expect([layerColor.red, layerColor.green, layerColor.blue, layerColor.alpha] == [0, 0, 0, 1])
    }

    @Test("Bar button items: a system item, and a titled one with its style and enabled state")
    func barButtonItems() throws {
        let controller = try #require(try storyboard("Values", InterfaceBuilderDocumentFixtures.values).instantiateInitialViewController())
        let add = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(add.systemItem == .add)
        let sort = try #require(controller.navigationItem.leftBarButtonItem)
        #expect(sort.systemItem == nil)
        #expect(sort.title == "Sort" && sort.style == .done && !sort.isEnabled)
    }

    @Test("A header nib: dequeued with its class, outlet, reuse identifier and awakeFromNib; a class registration replaces it")
    func headerNib() throws {
        let bundle = try StoryboardFixtures.bundle(["Header.xib": InterfaceBuilderDocumentFixtures.header,
                                                    "Plain.xib": InterfaceBuilderDocumentFixtures.plainView])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "Header", bundle: bundle), forHeaderFooterViewReuseIdentifier: "Notes")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Notes") as? NoteHeader)
        #expect(header.reuseIdentifier == "Notes")
        #expect(header.titleLabel?.text == "Notes" && header.titleLabel?.superview === header)
        #expect(header.awoke, "awakeFromNib after the outlet was set")
        #expect(header.frame.size == CGSize(width: 320, height: 40))
        let second = table.dequeueReusableHeaderFooterView(withIdentifier: "Notes")
        #expect(second !== header && second is NoteHeader, "each dequeue without a recycled view makes a fresh one")

        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Notes")
        let plain = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Notes"))
        #expect(type(of: plain) == UITableViewHeaderFooterView.self)
        table.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "Notes")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Notes") == nil)

        table.register(UINib(nibName: "Plain", bundle: bundle), forHeaderFooterViewReuseIdentifier: "Plain")
        expectDiagnostic("the registered nib has no UITableViewHeaderFooterView") {
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Plain") == nil)
        }
    }

    @Test("A cell's document background colour is kept; a cell without one has the default systemBackground")
    func cellBackground() throws {
        let bundle = try StoryboardFixtures.bundle(["Red.xib": InterfaceBuilderDocumentFixtures.redCell,
                                                    "Cells.xib": StoryboardFixtures.cardView])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "Red", bundle: bundle), forCellReuseIdentifier: "Red")
        table.register(UINib(nibName: "Cells", bundle: bundle), forCellReuseIdentifier: "Row")
        let red = try #require(table.dequeueReusableCell(withIdentifier: "Red"))
        #expect(rgba(red.backgroundColor, light) == [255, 0, 0, 100])
        let plain = try #require(table.dequeueReusableCell(withIdentifier: "Row"))
        #expect(rgba(plain.backgroundColor, dark) == [0, 0, 0, 100])
        #expect(rgba(plain.backgroundColor, light) == [255, 255, 255, 100])
    }

    @Test("A truncated document and a document that is not Interface Builder's: file and line reported, nothing made")
    func unreadable() throws {
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        let truncated = try expectDiagnostic("Truncated.storyboard:", "not a readable Interface Builder document") {
            try storyboard("Truncated", InterfaceBuilderDocumentFixtures.truncated)
        }
        #expect(truncated.instantiateInitialViewController() == nil)
        #expect(raised.map(\.name) == [UIKitException.invalidArgument])
        let plist = try expectDiagnostic("Plist.storyboard:2:", "not an iOS Interface Builder document (root <plist>") {
            try storyboard("Plist", InterfaceBuilderDocumentFixtures.notInterfaceBuilder)
        }
        #expect(plist.instantiateInitialViewController() == nil)
        let nib = expectDiagnostic("nib data:", "not a readable Interface Builder document") {
            UINib(data: Data(InterfaceBuilderDocumentFixtures.truncated.utf8), bundle: nil)
        }
        #expect(nib.instantiate(withOwner: nil).isEmpty)
    }

    @Test("An unknown element, class, outlet and destination: each reported with file and line, the rest built")
    func oddDocument() throws {
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        let storyboard = try storyboard("Odd", InterfaceBuilderDocumentFixtures.odd)
        let controller = try #require(expectDiagnostic(
            "Odd.storyboard:6: Unknown class NoSuchController in Interface Builder file.",
            "Odd.storyboard:9: Segue has no <mapView>",
            "Odd.storyboard:15:", "(nowhere)"
        ) {
            storyboard.instantiateInitialViewController()
        })
        #expect(type(of: controller) == UIViewController.self, "the element's own class")
        let view = try #require(controller.view)
        #expect(view.subviews.count == 1)
        #expect((view.subviews.first as? UILabel)?.text == "Still here")
        #expect(raised.map(\.name) == ["NSUnknownKeyException"])
        #expect(raised.first?.reason.hasSuffix("this class is not key value coding-compliant for the key missingOutlet.") == true)
    }
}

extension InterfaceBuilderDocumentTests {
    @Test("A custom class's init?(coder:) decodes the element's attributes and keyed children; super.init(coder:) sets the view's own")
    func coder() throws {
        let objects = UINib(data: Data(InterfaceBuilderDocumentFixtures.probe.utf8), bundle: nil).instantiate(withOwner: nil)
        let probe = try #require(objects.first as? CoderProbe)
        #expect(probe.read == [
            "frame \(CGRect(x: 10, y: 20, width: 300, height: 40))",
            "tag 7",
            "hidden true",
            "alpha 0.5 0.5",
            "anchor \(CGPoint(x: 3, y: 4))",
            "itemSize \(CGSize(width: 50, height: 60))",
            "padding \(UIEdgeInsets(top: 2, left: 1, bottom: 4, right: 3))",
            "caption Hello",
            "contains true false",
            "after super: tag 7 hidden true frame \(CGRect(x: 10, y: 20, width: 300, height: 40))",
        ])
        #expect(probe.alpha == 0.5)
    }
}

extension InterfaceBuilderDocumentTests {
    @Test("Tab bar items with title, tag and images; a system tab item reported; a controller's presentation attributes")
    func tabsAndPresentationAttributes() throws {
        let storyboard = try storyboard("Tabs", InterfaceBuilderDocumentFixtures.tabs)
        let tabs = try #require(expectDiagnostic("Tabs.storyboard:33:", "a system tab bar item ('favorites')") {
            storyboard.instantiateInitialViewController() as? UITabBarController
        })
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        let first = children[0].tabBarItem
        #expect(first?.title == "Starred" && first?.tag == 4)
        #expect(first?.image != nil && first?.selectedImage != nil && first?.image !== first?.selectedImage)
        let second = children[1]
        #expect(second.modalTransitionStyle == .crossDissolve)
        #expect(second.modalPresentationStyle == .overFullScreen)
        #expect(second.definesPresentationContext && second.providesPresentationContextTransitionStyle)
        #expect(!children[0].definesPresentationContext && children[0].modalTransitionStyle == .coverVertical)
    }
}

extension InterfaceBuilderDocumentTests {
    @Test("Gesture recognizers beside the controller: made, configured from their attributes, attached, and their action sent")
    func gestureRecognizers() throws {
        let storyboard = try storyboard("Gestures", InterfaceBuilderDocumentFixtures.gestures)
        let controller = try #require(storyboard.instantiateInitialViewController() as? GestureController)
        let recognizers = controller.view.gestureRecognizers ?? []
        #expect(recognizers.count == 4)
        let edge = try #require(recognizers.first as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left && edge.minimumNumberOfTouches == 1)
        let tap = try #require(recognizers.compactMap { $0 as? UITapGestureRecognizer }.first)
        #expect(tap.numberOfTapsRequired == 2 && tap.numberOfTouchesRequired == 1 && !tap.cancelsTouchesInView)
        let swipe = try #require(recognizers.compactMap { $0 as? UISwipeGestureRecognizer }.first)
        #expect(swipe.direction == .left)
        let press = try #require(recognizers.compactMap { $0 as? UILongPressGestureRecognizer }.first)
        #expect(press.minimumPressDuration == 1.5 && press.allowableMovement == 20 && !press.isEnabled)

        let harness = TransitionHarness(root: controller)
        harness.edgeSwipe(from: .left, distance: 200, duration: 0.3)
        _ = harness.runUntilIdle()
        #expect(controller.states.first == .began && controller.states.last == .ended)
    }
}

extension InterfaceBuilderDocumentTests {
    @Test("A navigation controller's bar: translucency and tints from its <navigationBar>; navigationBarHidden")
    func navigationBar() throws {
        let storyboard = try storyboard("Navigation", InterfaceBuilderDocumentFixtures.navigation)
        let tinted = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(!tinted.navigationBar.isTranslucent)
        #expect(rgba(tinted.navigationBar.tintColor, light) == [255, 0, 0, 100])
        #expect(rgba(tinted.navigationBar.barTintColor, light) == [0, 0, 255, 100])
        #expect(!tinted.isNavigationBarHidden && tinted.topViewController?.title == "Home")
        let hidden = try #require(storyboard.instantiateViewController(withIdentifier: "Hidden") as? UINavigationController)
        #expect(hidden.isNavigationBarHidden && hidden.navigationBar.isTranslucent)
        #expect(hidden.topViewController?.title == "Home" && hidden.topViewController !== tinted.topViewController)
    }
}

extension InterfaceBuilderDocumentTests {
    @Test("Bytes that are not UTF-8 (Xcode writes UTF-8) in an element name: the file and line reported, nothing made")
    func notUTF8() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n<vi".utf8)
        bytes += [0xFF, 0xFF, 0xFF, 0xFF]
        bytes += Array("ew id=\"a\"/>\n</objects>\n</document>\n".utf8)
        let nib = expectDiagnostic("nib data:4:", "bytes that are not UTF-8") {
            UINib(data: Data(bytes), bundle: nil)
        }
        #expect(nib.instantiate(withOwner: nil).isEmpty)
    }
}
