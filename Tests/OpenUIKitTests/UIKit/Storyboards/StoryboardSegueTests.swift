import Foundation
import Testing
@testable import OpenUIKit

/// Segues registered in code: who is called when (UIKit docs:
/// `performSegue(withIdentifier:sender:)`, `shouldPerformSegue(withIdentifier:sender:)`
/// — "not called when you trigger segues programmatically" —,
/// `prepare(for:sender:)`, `UIStoryboardSegue.perform()`).
@MainActor
@Suite("Storyboard segues in code")
struct StoryboardSegueTests {
    final class Source: UIViewController {
        let log: EventLog
        var allow = true
        var preparedDestination: UIViewController?
        var preparedSender: Any?
        init(log: EventLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.add("source.shouldPerformSegue(\(identifier))")
            return allow
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.add("source.prepare(\(segue.identifier ?? "nil"))")
            preparedDestination = segue.destination
            preparedSender = sender
        }
    }

    final class FadeSegue: UIStoryboardSegue {
        var log: EventLog?
        override func perform() {
            log?.add("segue.perform")
            destination.modalTransitionStyle = .crossDissolve
            destination.modalPresentationStyle = .fullScreen
            source.present(destination, animated: true)
        }
    }

    @Test("performSegue: prepare with the destination, then perform (a Show segue pushes); shouldPerformSegue is not asked")
    func programmaticShowSegue() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let source = Source(log: log)
        let navigation = UINavigationController(rootViewController: source)
        let window = makeWindow(root: navigation, clock: clock)
        defer { withExtendedLifetime(window) {} }
        var made: LoggingViewController?
        source.registerSegue(withIdentifier: "detail") {
            let vc = LoggingViewController("detail", log: log)
            made = vc
            return vc
        }
        source.performSegue(withIdentifier: "detail", sender: "row 3")
        #expect(log.events == ["source.prepare(detail)"])
        #expect(source.preparedDestination === made)
        #expect(source.preparedSender as? String == "row 3")
        clock.advance(by: 1)
        #expect(navigation.topViewController === made)
        #expect(log.events == ["source.prepare(detail)", "detail.viewWillAppear", "detail.viewDidAppear"])
    }

    @Test("A segue connected to a button: shouldPerformSegue, prepare, perform, then the destination's appearance")
    func controlTriggeredSegue() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let source = Source(log: log)
        let button = UIButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        source.view.addSubview(button)
        let window = makeWindow(root: source, clock: clock)
        source.registerSegue(withIdentifier: "fade", destination: { LoggingViewController("destination", log: log) },
                             segue: { identifier, from, to in
                                 let segue = FadeSegue(identifier: identifier, source: from, destination: to)
                                 segue.log = log
                                 return segue
                             })
        source.connectSegue(withIdentifier: "fade", to: button)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 220))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 220))
        clock.advance(by: 1)
        #expect(log.events == ["source.shouldPerformSegue(fade)", "source.prepare(fade)", "segue.perform",
                               "destination.viewWillAppear", "destination.viewDidAppear"])
        #expect(source.preparedSender as? UIButton === button)
        #expect(source.presentedViewController is LoggingViewController)
    }

    @Test("shouldPerformSegue returning false stops the segue before it is made")
    func refusedSegue() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let source = Source(log: log)
        source.allow = false
        let button = UIButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        source.view.addSubview(button)
        let window = makeWindow(root: source, clock: clock)
        var made = 0
        source.registerSegue(withIdentifier: "next") {
            made += 1
            return UIViewController()
        }
        source.connectSegue(withIdentifier: "next", to: button)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 220))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 220))
        clock.advance(by: 1)
        #expect(log.events == ["source.shouldPerformSegue(next)"])
        #expect(made == 0)
        #expect(source.presentedViewController == nil)
    }

    @Test("An unknown identifier raises NSInvalidArgumentException with UIKit's reason and changes nothing")
    func unknownIdentifierRaises() {
        let log = EventLog()
        let source = Source(log: log)
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        source.performSegue(withIdentifier: "missing", sender: nil)
        #expect(raised.map(\.name) == [UIKitException.invalidArgument])
        #expect(raised.first?.reason == "Receiver (\(uiKitDescription(source))) has no segue with identifier 'missing'")
        #expect(log.events.isEmpty)
    }

    @Test("A segue made with a perform handler runs it on perform(); the plain base class does nothing")
    func performHandler() {
        let a = UIViewController(), b = UIViewController()
        var ran = 0
        let segue = UIStoryboardSegue(identifier: "x", source: a, destination: b) { ran += 1 }
        segue.perform()
        #expect(ran == 1)
        #expect(segue.identifier == "x" && segue.source === a && segue.destination === b)
        UIStoryboardSegue(identifier: nil, source: a, destination: b).perform()
        #expect(a.presentedViewController == nil)
    }

    @Test("show(_:sender:) presents modally outside a navigation controller")
    func showPresents() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController(), shown = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        defer { withExtendedLifetime(window) {} }
        root.show(shown, sender: nil)
        clock.advance(by: 1)
        #expect(root.presentedViewController === shown)
    }

    @Test("showDetailViewController(_:sender:) with no split view presents modally, even inside a navigation controller")
    func showDetailPresents() {
        let clock = MediaClock.installVirtual()
        let content = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = makeWindow(root: navigation, clock: clock)
        defer { withExtendedLifetime(window) {} }
        content.showDetailViewController(detail, sender: nil)
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [content])
        #expect(navigation.presentedViewController === detail)
    }
}
