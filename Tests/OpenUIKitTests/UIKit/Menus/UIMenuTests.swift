import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting
import SegueRender

/// `UIMenuElement`, `UIAction`, `UIMenu` and `UIDeferredMenuElement`, and
/// menus shown by buttons (UIKit docs: "UIAction", "UIMenu",
/// "UIMenu.Options", "UIDeferredMenuElement", "UIButton.menu",
/// "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction").
@MainActor
@Suite("Menus", .transitionHarness)
struct UIMenuTests {
    /// A root controller with a button at `frame` showing `menu` on touch.
    final class Host: UIViewController {
        let button = UIButton(type: .system)
        var events: [String] = []
        override func viewDidLoad() {
            view.backgroundColor = .white
            button.setTitle("Options", for: .normal)
            button.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
            button.addAction(UIAction { [unowned self] _ in events.append("primary") }, for: .primaryActionTriggered)
            button.addAction(UIAction { [unowned self] _ in events.append("menuActionTriggered") }, for: .menuActionTriggered)
            view.addSubview(button)
        }
    }

    private func host(_ menu: UIMenu?, primary: Bool = true) -> (Host, TransitionHarness) {
        let host = Host()
        let harness = TransitionHarness(root: host)
        host.button.menu = menu
        host.button.showsMenuAsPrimaryAction = primary
        harness.advance(by: 0.02)
        return (host, harness)
    }

    // MARK: Model

    @Test("UIAction's initializer defaults: empty title, no subtitle or images, no attributes, state .off, a unique identifier")
    func actionDefaults() {
        let a = UIAction { _ in }, b = UIAction { _ in }
        #expect(a.title == "" && a.subtitle == nil && a.image == nil && a.selectedImage == nil && a.discoverabilityTitle == nil)
        #expect(a.attributes == [] && a.state == .off)
        #expect(a.identifier != b.identifier)
        let named = UIAction(title: "Copy", subtitle: "To the clipboard", identifier: UIAction.Identifier("copy"),
                             attributes: [.destructive, .disabled], state: .mixed) { _ in }
        #expect(named.identifier.rawValue == "copy" && named.subtitle == "To the clipboard")
        #expect(named.attributes.contains(.destructive) && named.state == .mixed)
    }

    @Test("Raw values follow UIKit's headers (UIMenuElementAttributes, UIMenuElementState, UIMenuOptions, UIMenuElementSize)")
    func rawValues() {
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1 && UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4 && UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
        #expect(UIMenuElement.State.off.rawValue == 0 && UIMenuElement.State.on.rawValue == 1 && UIMenuElement.State.mixed.rawValue == 2)
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32 && UIMenu.Options.displayAsPalette.rawValue == 128)
        #expect(UIMenu.ElementSize.small.rawValue == 0 && UIMenu.ElementSize.large.rawValue == 2 && UIMenu.ElementSize.automatic.rawValue == -1)
    }

    @Test("UIMenu: iOS 17 defaults (.automatic element size), replacingChildren keeps everything else, selectedElements are the .on actions")
    func menuModel() {
        let on = UIAction(title: "On", state: .on) { _ in }
        let menu = UIMenu(title: "Sort", subtitle: "By", identifier: UIMenu.Identifier("sort"), options: .singleSelection,
                          children: [UIAction(title: "Off") { _ in }, UIMenu(options: .displayInline, children: [on])])
        #expect(UIMenu().preferredElementSize == .automatic && UIMenu().options == [] && UIMenu().children.isEmpty)
        #expect(menu.selectedElements.map(\.title) == ["On"])
        let replaced = menu.replacingChildren([on])
        #expect(replaced !== menu && replaced.children.count == 1)
        #expect(replaced.title == "Sort" && replaced.subtitle == "By" && replaced.identifier == menu.identifier && replaced.options == .singleSelection)
    }

    // MARK: Buttons

    @Test("A menu shown as the primary action opens on touch, sends .menuActionTriggered instead of the primary action, and a row's tap runs its handler with the action and the button as sender")
    func buttonMenu() throws {
        // The sender is recorded by identity: holding it from the handler would make a cycle (button → menu → action → handler).
        var received: [(title: String, sender: ObjectIdentifier?)] = []
        let handler: UIActionHandler = { action in
            received.append((action.title, (action.sender as AnyObject?).map(ObjectIdentifier.init)))
        }
        let (host, harness) = host(UIMenu(children: [UIAction(title: "Copy", handler: handler), UIAction(title: "Share", handler: handler)]))
        #expect(harness.visibleMenu == nil)
        harness.tap(host.button)
        harness.advance(by: 0.5)
        #expect(harness.menuRowTitles == ["Copy", "Share"])
        #expect(host.events == ["menuActionTriggered"])
        harness.tapMenuRow("Share")
        #expect(received.map(\.title) == ["Share"])
        #expect(received.first?.sender == ObjectIdentifier(host.button))
        #expect(harness.visibleMenu == nil, "choosing a row dismisses the menu")
        #expect(host.events == ["menuActionTriggered"])
    }

    @Test("The menu opens below the button, aligned with its leading edge, and grows from it")
    func placement() {
        let (host, harness) = host(UIMenu(children: [UIAction(title: "Copy") { _ in }]))
        harness.tap(host.button)
        harness.advance(by: 0.6)
        let card = try! #require(harness.visibleMenu?.card)
        let frame = card.convert(card.bounds, to: nil)
        let button = host.button.convert(host.button.bounds, to: nil)
        #expect(frame.minY >= button.maxY && frame.minX == button.minX)
        #expect(frame.width >= 250, "iOS menus are at least 250 points wide")
    }

    @Test("A tap outside the menu dismisses it without running any action")
    func tapOutside() {
        var ran = false
        let (host, harness) = host(UIMenu(children: [UIAction(title: "Copy") { _ in ran = true }]))
        harness.tap(host.button)
        harness.advance(by: 0.5)
        harness.tap(at: CGPoint(x: 300, y: 700))
        harness.advance(by: 0.4)
        #expect(harness.visibleMenu == nil && !ran)
    }

    @Test("A finger that opened the menu can slide onto a row and lift there to choose it")
    func dragToSelect() {
        var chosen: [String] = []
        let (host, harness) = host(UIMenu(children: [UIAction(title: "One") { chosen.append($0.title) },
                                                     UIAction(title: "Two") { chosen.append($0.title) }]))
        let start = host.button.convert(CGPoint(x: 60, y: 22), to: nil)
        harness.touchDown(at: start)
        harness.advance(by: 0.5)
        let row = try! #require(harness.menuRow("Two"))
        harness.touchMove(to: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil), duration: 0.1)
        #expect(harness.visibleMenu?.card.highlightedRow === row)
        harness.touchUp()
        harness.advance(by: 0.4)
        #expect(chosen == ["Two"])
    }

    @Test(".hidden actions are not drawn; .disabled ones are drawn but do nothing when tapped")
    func hiddenAndDisabled() {
        var ran: [String] = []
        let (host, harness) = host(UIMenu(children: [
            UIAction(title: "Visible") { ran.append($0.title) },
            UIAction(title: "Secret", attributes: .hidden) { ran.append($0.title) },
            UIAction(title: "Off", attributes: .disabled) { ran.append($0.title) },
        ]))
        harness.tap(host.button)
        harness.advance(by: 0.5)
        #expect(harness.menuRowTitles == ["Visible", "Off"])
        harness.tapMenuRow("Off")
        #expect(ran.isEmpty && harness.visibleMenu != nil)
    }

    @Test("A destructive action is drawn in systemRed")
    func destructive() throws {
        let (host, harness) = host(UIMenu(children: [UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                                                     UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }]))
        harness.tap(host.button)
        harness.advance(by: 0.6)
        let row = try #require(harness.menuRow("Delete"))
        #expect(row.titleLabel.textColor == .systemRed && row.imageView.tintColor == .systemRed)
        #expect(harness.menuRow("Copy")?.titleLabel.textColor == .label)
        // The rendered title has red pixels (systemRed is 255, 59, 48).
        let frame = try harness.renderFrame(scale: 1)
        let box = row.titleLabel.convert(row.titleLabel.bounds, to: nil)
        var reddest = 0
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(min(box.maxX, box.minX + 60)) {
                let p = frame.pixel(x: x, y: y)
                if Int(p.r) > 200 && Int(p.g) < 120 && Int(p.b) < 120 { reddest += 1 }
            }
        }
        #expect(reddest > 10)
        try harness.writeFrame("segue-menu-button")
    }

    @Test(".singleSelection: choosing an action turns it .on and every other action of the menu .off")
    func singleSelection() {
        let a = UIAction(title: "Name", state: .on) { _ in }
        let b = UIAction(title: "Date") { _ in }
        let c = UIAction(title: "Size") { _ in }
        var stateSeen: UIMenuElement.State?
        let d = UIAction(title: "Kind") { stateSeen = $0.state }
        let menu = UIMenu(title: "Sort By", options: .singleSelection, children: [a, b, UIMenu(options: .displayInline, children: [c, d])])
        let (host, harness) = host(menu)
        harness.tap(host.button)
        harness.advance(by: 0.5)
        #expect(harness.menuRowTitles == ["Sort By", "Name", "Date", "Size", "Kind"])
        #expect(harness.menuRow("Name")?.checkView.image != nil && harness.menuRow("Date")?.checkView.image == nil)
        harness.tapMenuRow("Kind")
        #expect([a.state, b.state, c.state, d.state] == [.off, .off, .off, .on])
        #expect(stateSeen == .on)
    }

    @Test("A submenu is a row that, chosen, shows its children in the card")
    func submenu() {
        var ran = false
        let (host, harness) = host(UIMenu(children: [UIMenu(title: "More", children: [UIAction(title: "Inner") { _ in ran = true }])]))
        harness.tap(host.button)
        harness.advance(by: 0.5)
        #expect(harness.menuRowTitles == ["More"])
        harness.tap(harness.menuRow("More")!)
        harness.advance(by: 0.1)
        #expect(harness.menuRowTitles == ["More", "Inner"])
        harness.tapMenuRow("Inner")
        #expect(ran)
    }

    // MARK: Deferred elements

    @Test("A deferred element's provider runs when the menu is shown, once for init(_:) (cached), each time for uncached(_:)")
    func deferred() {
        var cachedCalls = 0, uncachedCalls = 0
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            completion([UIAction(title: "Cached") { _ in }])
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([UIAction(title: "Fresh \(uncachedCalls)") { _ in }])
        }
        let (host, harness) = host(UIMenu(children: [cached, uncached]))
        #expect(cachedCalls == 0 && uncachedCalls == 0, "nothing is asked before the menu is shown")
        for round in 1...2 {
            harness.tap(host.button)
            harness.advance(by: 0.5)
            #expect(harness.menuRowTitles == ["Cached", "Fresh \(round)"])
            harness.tap(at: CGPoint(x: 300, y: 700))
            harness.advance(by: 0.4)
        }
        #expect(cachedCalls == 1 && uncachedCalls == 2)
    }

    @Test("Until a deferred element's completion runs, the menu shows a loading row in its place")
    func deferredLoading() {
        var finish: (([UIMenuElement]) -> Void)?
        let (host, harness) = host(UIMenu(children: [UIAction(title: "First") { _ in }, UIDeferredMenuElement { finish = $0 }]))
        harness.tap(host.button)
        harness.advance(by: 0.5)
        #expect(harness.menuRowTitles == ["First", "Loading…"])
        finish?([UIAction(title: "Late") { _ in }, UIAction(title: "Later") { _ in }])
        harness.advance(by: 0.05)
        #expect(harness.menuRowTitles == ["First", "Late", "Later"])
    }

    // MARK: Selection buttons

    @Test("changesSelectionAsPrimaryAction with a menu shown as primary action: a pop-up button whose title is the selected action's")
    func popUpButton() {
        let host = Host()
        let harness = TransitionHarness(root: host)
        let small = UIAction(title: "Small") { _ in }, large = UIAction(title: "Large") { _ in }
        host.button.menu = UIMenu(children: [small, large])
        host.button.showsMenuAsPrimaryAction = true
        host.button.changesSelectionAsPrimaryAction = true
        harness.advance(by: 0.02)
        #expect(small.state == .on && host.button.currentTitle == "Small", "one action is always selected: the first when none is")
        harness.tap(host.button)
        harness.advance(by: 0.5)
        harness.tapMenuRow("Large")
        #expect(small.state == .off && large.state == .on && host.button.currentTitle == "Large")
    }

    @Test("changesSelectionAsPrimaryAction without a menu: a tap toggles the selected state")
    func toggleButton() {
        let (host, harness) = host(nil, primary: false)
        host.button.changesSelectionAsPrimaryAction = true
        harness.tap(host.button)
        #expect(host.button.isSelected && host.events == ["primary"])
        harness.tap(host.button)
        #expect(!host.button.isSelected)
    }

    @Test("A menu that is not the primary action opens on a long press; a tap still sends the primary action")
    func longPressMenu() {
        let (host, harness) = host(UIMenu(children: [UIAction(title: "Copy") { _ in }]), primary: false)
        harness.tap(host.button)
        #expect(host.events == ["primary"] && harness.visibleMenu == nil)
        harness.longPress(at: host.button.convert(CGPoint(x: 60, y: 22), to: nil), duration: 0.7)
        harness.advance(by: 0.3)
        #expect(harness.menuRowTitles == ["Copy"])
        #expect(host.events == ["primary", "menuActionTriggered"])
    }

    // MARK: Bar button items

    @Test("A bar button item with a menu and no primary action shows the menu on tap; the action's sender is the item")
    func barButtonItemMenu() {
        var sender: ObjectIdentifier?  // by identity, so that the handler holds no reference to the item
        let item = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [UIAction(title: "Name") { sender = ($0.sender as AnyObject?).map(ObjectIdentifier.init) }]))
        #expect(item.menu != nil && item.primaryAction == nil)
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.navigationItem.rightBarButtonItem = item
        let harness = TransitionHarness(root: UINavigationController(rootViewController: root))
        harness.advance(by: 0.05)
        let label = harness.window.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Sort" }!
        harness.tap(label)
        harness.advance(by: 0.5)
        #expect(harness.menuRowTitles == ["Name"])
        harness.tapMenuRow("Name")
        #expect(sender == ObjectIdentifier(item))
    }
}

@MainActor
extension UIView {
    /// Every descendant, depth first.
    var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}
