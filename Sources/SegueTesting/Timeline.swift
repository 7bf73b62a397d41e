import Foundation
import OpenUIKit

/// A recorded sequence of what happened during a test: transition events
/// (delegate queries, began, completeTransition, animationEnded, interaction
/// changes), appearance callbacks, presentation-controller callbacks and
/// sampled values, each stamped with media time.
///
/// Entries are typed (`Entry.callback`, `.controller`, `.transition`), so a
/// test can ask "which callbacks did `detail` get during the dismissal"
/// without parsing text:
///
/// ```swift
/// #expect(harness.timeline.callbacks(of: detail, in: .dismiss) == [.viewWillDisappear, .viewDidDisappear])
/// ```
@MainActor
public final class Timeline {
    /// Everything recorded, in order.
    public private(set) var entries: [Entry] = []
    /// Sampled values by track name.
    public private(set) var samples: [String: [(time: TimeInterval, value: Double)]] = [:]
    /// Commit-observer tokens of the running samplers.
    private var samplerTokens: [Int] = []

    func append(_ event: TransitionMonitor.Event, _ details: TransitionMonitor.Details, at time: TimeInterval) {
        entries.append(Entry(time: time, event: event, details: details))
    }

    /// Forgets everything recorded so far (samplers keep running).
    public func reset() {
        entries = []
        samples = [:]
    }

    // MARK: Reading

    /// The events without their times.
    public var events: [TransitionMonitor.Event] { entries.map(\.event) }

    /// A readable line per entry: `"0.017 began present LoggingAnimator"`,
    /// `"0.350 MyApp.DetailController.viewDidAppear"` (controllers named as
    /// `String(describing:)` names them).
    public var lines: [String] {
        entries.map { String(format: "%.3f ", $0.time) + $0.text }
    }

    /// Only the appearance callbacks, as text: `"MyApp.DetailController.viewWillAppear"`.
    public var appearanceCallbacks: [String] {
        entries.filter(\.callback.isAppearance).map(\.text)
    }

    /// The appearance callbacks `controller` received, in order; only those
    /// of transitions of `kind` when given.
    public func callbacks(of controller: UIViewController, in kind: TransitionKind? = nil) -> [Callback] {
        entries.filter { entry in
            entry.callback.isAppearance && entry.controller?.refers(to: controller) == true
                && (kind == nil || entry.transition == kind)
        }.map(\.callback)
    }

    /// The entries of transitions of `kind`, in order.
    public func entries(of kind: TransitionKind) -> [Entry] {
        entries.filter { $0.transition == kind }
    }

    /// The delegate queries, in order.
    public var delegateQueries: [DelegateQuery] {
        entries.compactMap { if case .delegateQuery(let query) = $0.callback { return query } else { return nil } }
    }

    // MARK: Sampling

    /// Samples `read()` after every tick (after the tick's commit) into track
    /// `name` until `stopSampling()`. A nil reading records nothing.
    ///
    /// Samplers observe: they never keep the clock busy, so
    /// `runUntilIdle()` still finishes while they run.
    public func sample(_ name: String, _ read: @escaping @MainActor () -> Double?) {
        let token = MediaClock.current.addCommitObserver { [weak self] now in
            guard let self, let value = read() else { return }
            self.samples[name, default: []].append((now, value))
        }
        samplerTokens.append(token)
    }

    /// Stops every sampler.
    public func stopSampling() {
        for token in samplerTokens { MediaClock.current.removeCommitObserver(token) }
        samplerTokens = []
    }

    // MARK: Text

    nonisolated static func describe(_ event: TransitionMonitor.Event) -> String {
        switch event {
        case .delegateQuery(let name): return "query \(name)"
        case let .began(kind, animator): return "began \(kind) \(animator)"
        case let .completeTransition(done, accepted): return "completeTransition(\(done))\(accepted ? "" : " ignored")"
        case .animationEnded(let done): return "animationEnded(\(done))"
        case .interaction(let what): return "interaction \(what)"
        case .stalled(let animator): return "stalled \(animator)"
        case .diagnostic(let message): return "diagnostic \(message)"
        case let .appearance(controller, callback): return "\(controller).\(callback)"
        case .presentationController(let name): return "presentationController.\(name)"
        case let .ended(kind, completed): return "ended \(kind) completed=\(completed)"
        case .haptic(let call): return "haptic \(call)"
        case .accessibilityNotification(let what): return "accessibility \(what)"
        case .openURL(let url): return "open \(url)"
        }
    }
}
