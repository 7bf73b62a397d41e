import Foundation
import Testing
import OpenUIKit
@testable import SegueTesting

/// One harness at a time, enforced: a second harness while the first is
/// alive fails loudly, naming where each was created; a torn-down or
/// released harness does not count; `withExclusiveAccess` (the
/// `.transitionHarness` trait) makes concurrent users take turns.
@MainActor
@Suite("One harness at a time", .transitionHarness)
struct OneHarnessTests {
    @Test("A second harness while the first is alive is an issue naming where both were created")
    func secondHarnessWhileFirstIsAlive() {
        let first = TransitionHarness(root: HomeController())
        let firstSite = first.site.description
        var second: TransitionHarness?
        withKnownIssue {
            second = TransitionHarness(root: HomeController())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("while the harness created at \(firstSite) is still alive") }
        }
        guard let next = second else { return }
        #expect(first.site.fileID == "SegueTestingTests/OneHarnessTests.swift")
        #expect(next.site.fileID == first.site.fileID && next.site.line > first.site.line)
        // Both harnesses say so in their violations.
        #expect(next.violations.contains { $0.contains("TransitionHarness created at \(next.site)") && $0.contains(firstSite) })
        #expect(first.violations.contains { $0.contains("another TransitionHarness was created at \(next.site)") })
        // The first one, used again, fails loudly too: its clock is gone.
        let nextSite = next.site.description
        withKnownIssue {
            first.advance(by: 0.1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("was used after the harness created at \(nextSite) replaced its clock") }
        }
    }

    @Test("After tearDown() a new harness is fine")
    func afterTearDown() {
        let first = TransitionHarness(root: HomeController())
        first.tearDown()
        let second = TransitionHarness(root: HomeController())
        #expect(second.runUntilIdle())
        #expect(second.violations == [])
        #expect(first.violations == [])
    }

    @Test("After the first harness is released a new harness is fine")
    func afterRelease() {
        weak var released: TransitionHarness?
        do {
            let first = TransitionHarness(root: HomeController())
            first.runUntilIdle()
            released = first
        }
        #expect(released == nil)
        let second = TransitionHarness(root: HomeController())
        #expect(second.runUntilIdle())
        #expect(second.violations == [])
    }
}

/// Concurrent users of the harness machinery take turns. Not under the
/// trait: these tests queue on the lock themselves.
@MainActor
@Suite("Exclusive access")
struct ExclusiveAccessTests {
    @MainActor final class Tally {
        var active = 0, most = 0
        var finished: [Int] = []
        var violations: [String] = []
    }

    /// One user: a harness alive across a few suspensions.
    static func takeTurn(_ i: Int, _ tally: Tally) async {
        await TransitionHarness.withExclusiveAccess {
            let harness = TransitionHarness(root: HomeController())
            tally.active += 1
            tally.most = max(tally.most, tally.active)
            for _ in 0..<3 { await Task.yield() }
            tally.violations += harness.violations
            tally.active -= 1
            tally.finished.append(i)
        }
    }

    @Test("Async tests that suspend while their harness is alive run one at a time")
    func concurrentUsersTakeTurns() async {
        let tally = Tally()
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<3 {
                group.addTask { await Self.takeTurn(i, tally) }
            }
        }
        #expect(tally.most == 1)
        #expect(tally.finished.sorted() == [0, 1, 2])
        #expect(tally.violations == [])
    }

    @Test("The trait's scope tears down a harness the test kept alive")
    func scopeTearsDown() async throws {
        @MainActor final class Holder { var harness: TransitionHarness? }
        let holder = Holder()
        // The scope the trait gives each test.
        try await TransitionHarnessTrait().provideScope(for: try #require(Test.current), testCase: nil) { @MainActor in
            holder.harness = TransitionHarness(root: HomeController())
        }
        #expect(holder.harness?.isTornDown == true)
    }
}
