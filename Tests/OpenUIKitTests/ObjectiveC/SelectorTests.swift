import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `Selector` as a value without the Objective-C runtime: equal by name
/// (Apple: "Selector", a method's Objective-C name), reaching the method a
/// ported `#selector` registered; `perform` and `responds(to:)` as NSObject's.
@MainActor
@Suite("Selectors and perform")
struct SelectorTests {
    class Card: NSObject {
        var log: [String] = []
        func close() { log.append("close") }
        func flip(_ sender: Any?) { log.append("flip \(sender as? String ?? "nil")") }
        func make() -> NSString { "made" }
    }
    final class BigCard: Card {}

    @Test("Selectors are equal by name, from strings, literals and method references")
    func names() {
        let registered = Selector("close", Card.close)
        let literal: Selector = "close"
        #expect(registered == literal && registered == Selector("close") && NSSelectorFromString("close") == literal)
        #expect(NSStringFromSelector(Selector("flip:", Card.flip(_:))) == "flip:")
        #expect(Selector("a") != Selector("a:"))
    }

    @Test("perform sends the registered method, to subclasses too; responds(to:) answers from the same table")
    func perform() {
        _ = Selector("close", Card.close)
        _ = Selector("flip:", Card.flip(_:))
        _ = Selector("make", Card.make)
        let card = BigCard()
        card.perform(NSSelectorFromString("close"))
        card.perform(Selector("flip:"), with: "up")
        #expect(card.log == ["close", "flip up"])
        #expect(card.perform(Selector("make"))?.takeUnretainedValue() as? NSString == "made")
        #expect(card.responds(to: Selector("close")) && BigCard.instancesRespond(to: Selector("flip:")))
        #expect(!card.responds(to: Selector("unknownThing")))
        expectDiagnostic("unrecognized selector sent to instance") {
            #expect(card.perform(Selector("unknownThing")) == nil)
        }
    }

    @Test("perform(_:with:afterDelay:) runs on the media clock and can be cancelled")
    func afterDelay() {
        let clock = MediaClock.installVirtual()
        _ = Selector("close", Card.close)
        _ = Selector("flip:", Card.flip(_:))
        let card = Card()
        card.perform(Selector("close"), with: nil, afterDelay: 0.5)
        card.perform(Selector("flip:"), with: "late", afterDelay: 0.5)
        clock.advance(by: 0.4)
        #expect(card.log.isEmpty)
        NSObject.cancelPreviousPerformRequests(withTarget: card, selector: Selector("flip:"), object: "late")
        clock.advance(by: 0.2)
        #expect(card.log == ["close"])
        card.perform(Selector("close"), with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: card)
        clock.advance(by: 0.2)
        #expect(card.log == ["close"])
    }

    @Test("performSelector(onMainThread:): on the main thread, waiting runs it now; not waiting queues it for the run loop")
    func onMainThread() {
        let clock = MediaClock.installVirtual()
        _ = Selector("flip:", Card.flip(_:))
        let card = Card()
        card.performSelector(onMainThread: Selector("flip:"), with: "now", waitUntilDone: true)
        #expect(card.log == ["flip now"])
        card.performSelector(onMainThread: Selector("flip:"), with: "later", waitUntilDone: false)
        #expect(card.log == ["flip now"])
        clock.advance(by: 1.0 / 60)
        #expect(card.log == ["flip now", "flip later"])
        card.performSelector(onMainThread: Selector("flip:"), with: "never", waitUntilDone: true, modes: [])
        #expect(card.log.count == 2)
    }

    @Test("Dispatch's time-unit constants have Apple's values")
    func timeUnits() {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000)
        #expect(USEC_PER_SEC == 1_000_000 && NSEC_PER_USEC == 1_000)
    }
}
