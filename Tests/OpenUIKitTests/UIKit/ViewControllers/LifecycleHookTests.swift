import Foundation
import Testing
@testable import OpenUIKit

/// A controller that records every lifecycle hook UIKit calls, with what
/// it could see at the time.
@MainActor
final class HookRecordingController: UIViewController {
    let name: String
    let log: EventLog
    let content = UIView()
    /// The window and bounds the view had when `viewIsAppearing` ran.
    var appearingGeometry: (inWindow: Bool, bounds: CGRect)?
    var layoutCount = 0

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() { view.addSubview(content) }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) {
        appearingGeometry = (view.window != nil, view.bounds)
        log.add("\(name).viewIsAppearing")
    }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() {
        // The usual place to lay out content by hand.
        content.frame = view.bounds.insetBy(dx: 10, dy: 10)
        layoutCount += 1
        log.add("\(name).viewDidLayoutSubviews")
    }
}

/// A root view that records its own layout, between the controller's hooks.
@MainActor
final class RecordingRootView: UIView {
    var onLayout: () -> Void = {}
    override func layoutSubviews() { super.layoutSubviews(); onLayout() }
}

@MainActor
@Suite("View controller lifecycle hooks")
struct LifecycleHookTests {
    /// The appearance callbacks `name` received, in order (layout hooks left out).
    func appearance(_ log: EventLog, _ name: String) -> [String] {
        log.events.filter { $0.hasPrefix(name + ".") && !$0.contains("Layout") }.map { String($0.dropFirst(name.count + 1)) }
    }

    /// UIKit's contract: each viewIsAppearing follows a viewWillAppear, and
    /// each viewDidAppear follows a viewIsAppearing, with no reversal between.
    func expectWellFormed(_ calls: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var previous: String?
        for call in calls {
            if call == "viewIsAppearing" { #expect(previous == "viewWillAppear", "\(calls)", sourceLocation: sourceLocation) }
            if call == "viewDidAppear" { #expect(previous == "viewIsAppearing", "\(calls)", sourceLocation: sourceLocation) }
            previous = call
        }
    }

    func window(root: UIViewController) -> UIWindow {
        let window = TestWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test("The root view's layout is wrapped in viewWillLayoutSubviews and viewDidLayoutSubviews")
    func layoutHooksWrapLayoutSubviews() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let controller = HookRecordingController("A", log: log)
        let root = RecordingRootView(frame: .zero)
        root.onLayout = { log.add("A.view.layoutSubviews") }
        controller.view = root
        let window = window(root: controller)
        clock.tick()
        log.events = []
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        controller.view.frame = window.bounds
        controller.view.layoutIfNeeded()
        #expect(log.events == ["A.viewWillLayoutSubviews", "A.view.layoutSubviews", "A.viewDidLayoutSubviews"])
    }

    @Test("Content laid out in viewDidLayoutSubviews has the view's size once the controller is shown")
    func contentLaidOutInDidLayout() {
        let clock = MediaClock.installVirtual()
        let controller = HookRecordingController("A", log: EventLog())
        let window = window(root: controller)
        clock.tick()
        #expect(controller.layoutCount >= 1)
        #expect(controller.content.frame == CGRect(x: 10, y: 10, width: 370, height: 824))
        withExtendedLifetime(window) {}
    }

    @Test("Present and dismiss: viewIsAppearing between viewWillAppear and viewDidAppear, in a window, sized")
    func presentAndDismiss() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = HookRecordingController("A", log: log), b = HookRecordingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let window = window(root: a)
        clock.tick()
        #expect(appearance(log, "A") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        log.events = []
        a.present(b, animated: true)
        clock.advance(by: 1)
        #expect(appearance(log, "B") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(b.appearingGeometry?.inWindow == true && b.appearingGeometry?.bounds.size == window.bounds.size)
        log.events = []
        b.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(appearance(log, "A") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(appearance(log, "B") == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("Push and pop: the appearing controller hears viewIsAppearing once, in order")
    func pushAndPop() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = HookRecordingController("A", log: log), b = HookRecordingController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = window(root: navigation)
        clock.tick()
        log.events = []
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 1)
        #expect(appearance(log, "B") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        log.events = []
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(appearance(log, "A") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(a.appearingGeometry?.inWindow == true)
        withExtendedLifetime(window) {}
    }

    @Test("Tab switch and containment: children appear with viewIsAppearing")
    func tabsAndChildren() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = HookRecordingController("A", log: log), b = HookRecordingController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let window = window(root: tabs)
        clock.tick()
        log.events = []
        tabs.selectedIndex = 1
        clock.advance(by: 0.5)
        #expect(appearance(log, "B") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])

        let parent = HookRecordingController("P", log: log), child = HookRecordingController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.events = []
        b.present(parent, animated: false)
        clock.advance(by: 0.5)
        #expect(appearance(log, "C") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        withExtendedLifetime(window) {}
    }

    @Test("A cancelled interactive pop reverses the callbacks; every viewIsAppearing still sits between will and did")
    func cancelledInteractivePop() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = HookRecordingController("A", log: log), b = HookRecordingController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = window(root: navigation)
        navigation.pushViewController(b, animated: false)
        clock.advance(by: 0.1)
        log.events = []
        // A short edge swipe (to 80 of 390 pt, released at walking speed): the pop cancels.
        window.sendTouch(.began, at: CGPoint(x: 5, y: 400))
        for i in 1...20 {
            clock.advance(by: 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: 5 + 75 * CGFloat(i) / 20, y: 400))
        }
        window.sendTouch(.ended, at: CGPoint(x: 80, y: 400))
        clock.advance(by: 1)
        #expect(navigation.topViewController === b)
        expectWellFormed(appearance(log, "A"))
        expectWellFormed(appearance(log, "B"))
        #expect(appearance(log, "A").first == "viewWillAppear" && appearance(log, "A").last == "viewDidDisappear")
        #expect(appearance(log, "B") == ["viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
    }
}

/// First-responder status: UIKit asks `canBecomeFirstResponder` and the
/// current responder's `canResignFirstResponder`.
@MainActor
@Suite("First responder")
struct FirstResponderTests {
    final class Field: UIView {
        var accepts = true
        var lets = true
        override var canBecomeFirstResponder: Bool { accepts }
        override var canResignFirstResponder: Bool { lets }
    }

    @Test("Becoming first responder asks the responder and the current one")
    func becomeAndResign() {
        let a = Field(), b = Field()
        #expect(!UIView().becomeFirstResponder())
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        a.lets = false
        #expect(!b.becomeFirstResponder() && a.isFirstResponder)
        a.lets = true
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        #expect(b.resignFirstResponder() && !b.isFirstResponder)
    }
}

/// UILabel measures through `textRect(forBounds:limitedToNumberOfLines:)`.
@MainActor
@Suite("UILabel text rect")
struct LabelTextRectTests {
    final class PaddedLabel: UILabel {
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).insetBy(dx: -8, dy: -4)
        }
    }

    @Test("An overridden textRect changes sizeThatFits and the intrinsic size")
    func overriddenTextRect() {
        let plain = UILabel(), padded = PaddedLabel()
        plain.text = "Hello"; padded.text = "Hello"
        let size = plain.sizeThatFits(CGSize(width: 300, height: 100))
        #expect(padded.sizeThatFits(CGSize(width: 300, height: 100)) == CGSize(width: size.width + 16, height: size.height + 8))
        #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 16)
    }
}
