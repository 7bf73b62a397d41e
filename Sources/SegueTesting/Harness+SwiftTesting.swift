#if canImport(Testing)
import Testing

// Swift Testing integration: the `.transitionHarness` trait, and
// `expectDiagnostic`. SegueTesting works without Swift Testing too (the
// harness then reports through its `violations` and the log).

/// Gives each test it is applied to exclusive use of the harness machinery
/// (the shared clock and engine): tests with this trait run one at a time,
/// even async tests that suspend while their harness is alive, and even when
/// Swift Testing runs suites in parallel. A harness created inside is torn
/// down when the test ends.
///
/// ```swift
/// @Test(.transitionHarness) func flipsAfterLoading() async throws { … }
/// @Suite(.transitionHarness) struct CardTransitionTests { … }
/// ```
///
/// Synchronous `@MainActor` tests do not need it: they run to completion on
/// the main actor. Put it on every test that creates a harness and
/// suspends (`await`) while the harness is alive, and on synchronous tests
/// in the same target if those async tests exist (a synchronous test could
/// otherwise run while an async one is suspended; the harness then reports
/// the clash, naming both).
public struct TransitionHarnessTrait: TestTrait, SuiteTrait, TestScoping {
    /// True: on a suite, the trait applies to every test in it.
    public var isRecursive: Bool { true }

    /// Runs the test (each of its cases) holding the harness lock, on the main actor.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await TransitionHarness.withExclusiveAccess { try await function() }
    }
}

extension Trait where Self == TransitionHarnessTrait {
    /// Exclusive use of the transition harness for a test or every test of a
    /// suite (see `TransitionHarnessTrait`).
    public static var transitionHarness: Self { TransitionHarnessTrait() }
}

/// Expects `body` to make Segue log a diagnostic containing each of
/// `fragments` (at `level` or above, if given), and keeps those out of the
/// output. Records an issue, listing what was logged, when one is missing.
/// Diagnostics that match no fragment are logged as usual, so nothing
/// unexpected is hidden.
///
/// ```swift
/// expectDiagnostic("while a presentation is in progress") {
///     home.present(other, animated: true)
/// }
/// ```
@discardableResult
public func expectDiagnostic<R>(_ fragments: String..., level: Diagnostic.Level? = nil,
                                sourceLocation: SourceLocation = #_sourceLocation,
                                _ body: () throws -> R) rethrows -> R {
    let (result, captured) = try withCapturedDiagnostics(body)
    settle(captured, fragments: fragments, level: level, at: sourceLocation)
    return result
}

/// `expectDiagnostic` for async work.
@discardableResult
public func expectDiagnostic<R>(_ fragments: String..., level: Diagnostic.Level? = nil,
                                isolation: isolated (any Actor)? = #isolation,
                                sourceLocation: SourceLocation = #_sourceLocation,
                                _ body: () async throws -> R) async rethrows -> R {
    let (result, captured) = try await withCapturedDiagnostics(isolation: isolation, body)
    settle(captured, fragments: fragments, level: level, at: sourceLocation)
    return result
}

private func settle(_ captured: [Diagnostic], fragments: [String], level: Diagnostic.Level?, at location: SourceLocation) {
    let (_, unmatched, missing) = match(captured, fragments: fragments, level: level)
    for diagnostic in unmatched { diagnostic.emit() }
    guard !missing.isEmpty else { return }
    let logged = captured.isEmpty ? "nothing" : captured.map { "\n  \($0)" }.joined()
    let wanted = missing.map { "\"\($0)\"" }.joined(separator: ", ")
    Issue.record(Comment(rawValue: "Expected Segue to log a diagnostic containing \(wanted)"
                         + (level.map { " at level \($0) or above" } ?? "") + "; it logged \(logged)"),
                 sourceLocation: location)
}

/// Records `message` as an issue of the running test, at `site`; false
/// outside a Swift Testing test.
func recordTestIssue(_ message: String, at site: HarnessSite) -> Bool {
    guard Test.current != nil else { return false }
    Issue.record(Comment(rawValue: message),
                 sourceLocation: SourceLocation(fileID: site.fileID, filePath: site.filePath,
                                                line: site.line, column: site.column))
    return true
}

#else

/// Without Swift Testing there is no test to record an issue in.
func recordTestIssue(_ message: String, at site: HarnessSite) -> Bool { false }

#endif
