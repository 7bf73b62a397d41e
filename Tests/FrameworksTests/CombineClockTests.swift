import Combine
import Foundation
import Testing
import UIKit

/// `receive(on:)`, `debounce`, `throttle` and `Timer.publish` on the main
/// queue and main run loop in a headless run: they follow Segue's virtual
/// clock, where the main run loop's turns are the clock's ticks.
@MainActor
@Suite struct CombineClockTests {
    /// `receive(on: DispatchQueue.main)` delivers asynchronously, on a later
    /// run-loop turn: here, the next tick.
    @Test func receiveOnMainQueueDeliversOnTheNextTick() {
        let clock = MediaClock.installVirtual()
        var received: [Int] = []
        let cancellable = Just(1).receive(on: DispatchQueue.main).sink { received.append($0) }
        #expect(received.isEmpty)
        clock.tick()
        #expect(received == [1])
        _ = cancellable
    }

    @Test func receiveOnMainRunLoopDeliversOnTheNextTick() {
        let clock = MediaClock.installVirtual()
        var received: [String] = []
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.receive(on: RunLoop.main).sink { received.append($0) }
        subject.send("a")
        #expect(received.isEmpty)
        clock.tick()
        #expect(received == ["a"])
        _ = cancellable
    }

    /// "Publishes elements only after a specified time interval elapses
    /// between events": the interval is media time.
    @Test func debounceWaitsMediaTimeOnTheMainQueue() {
        let clock = MediaClock.installVirtual()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main).sink { received.append($0) }
        subject.send(1)
        clock.advance(by: 0.1)
        subject.send(2)
        clock.advance(by: 0.25)
        #expect(received.isEmpty)
        clock.advance(by: 0.1)
        #expect(received == [2])
        _ = cancellable
    }

    @Test func debounceOnTheMainRunLoop() {
        let clock = MediaClock.installVirtual()
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        let cancellable = subject.debounce(for: 0.5, scheduler: RunLoop.main).sink { received.append($0) }
        subject.send("s"); subject.send("se"); subject.send("seg")
        clock.advance(by: 0.45)
        #expect(received.isEmpty)
        clock.advance(by: 0.1)
        #expect(received == ["seg"])
        _ = cancellable
    }

    /// `throttle(latest: true)` publishes the first element, then the most
    /// recent one at the end of each interval.
    @Test func throttleOnTheMainRunLoop() {
        let clock = MediaClock.installVirtual()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.throttle(for: 1, scheduler: RunLoop.main, latest: true).sink { received.append($0) }
        subject.send(1)
        clock.tick()
        subject.send(2); subject.send(3)
        clock.advance(by: 1.1)
        #expect(received == [1, 3])
        _ = cancellable
    }

    /// "A publisher that repeatedly emits the current date on a given
    /// interval", started by `autoconnect()`; the dates are media-time dates
    /// of the ticks it fires on.
    @Test func timerPublisherFiresOnTheClock() {
        let clock = MediaClock.installVirtual()
        var dates: [Date] = []
        let cancellable = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().sink { dates.append($0) }
        clock.advance(by: 1.6)
        #expect(dates.count == 3)
        // Each fires at the first tick (1/60 s apart) at or after its time.
        for (date, due) in zip(dates, [0.5, 1.0, 1.5]) {
            #expect(date.timeIntervalSinceReferenceDate >= due - 1e-9)
            #expect(date.timeIntervalSinceReferenceDate <= due + 1.0 / 60 + 1e-9)
        }
        cancellable.cancel()
        clock.advance(by: 1)
        #expect(dates.count == 3)
    }

    /// The main queue's and main run loop's `now` are the clock's media time.
    @Test func mainSchedulersReadMediaTime() {
        let clock = MediaClock.installVirtual(startingAt: 2)
        clock.advance(by: 0.5)
        #expect(DispatchQueue.main.now.dispatchTime.uptimeNanoseconds == 2_500_000_000)
        #expect(RunLoop.main.now.date == Date(timeIntervalSinceReferenceDate: 2.5))
    }
}
