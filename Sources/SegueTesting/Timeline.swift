import Foundation
import OpenUIKit

/// A recorded sequence of what happened during a test: transition events
/// (delegate queries, began, completeTransition, animationEnded, interaction
/// changes), appearance callbacks, presentation-controller callbacks and
/// sampled layer values, each stamped with media time.
@MainActor
public final class Timeline {
    public struct Entry: Sendable {
        public let time: TimeInterval
        public let event: TransitionMonitor.Event
    }

    public private(set) var entries: [Entry] = []
    /// Sampled values by track name.
    public private(set) var samples: [String: [(time: TimeInterval, value: Double)]] = [:]
    private var samplers: [(name: String, read: () -> Double?, link: CADisplayLink)] = []

    func append(_ event: TransitionMonitor.Event, at time: TimeInterval) {
        entries.append(Entry(time: time, event: event))
    }

    /// Forgets everything recorded so far (samplers keep running).
    public func reset() {
        entries = []
        samples = [:]
    }

    /// A readable line per entry: `"0.017 began present LoggingAnimator"`.
    public var lines: [String] {
        entries.map { String(format: "%.3f ", $0.time) + Timeline.describe($0.event) }
    }

    /// Only the appearance callbacks, as `"<Type: 0x…>.viewWillAppear"`.
    public var appearanceCallbacks: [String] {
        entries.compactMap {
            if case let .appearance(controller, callback) = $0.event { return "\(controller).\(callback)" }
            return nil
        }
    }

    /// The events without their times.
    public var events: [TransitionMonitor.Event] { entries.map(\.event) }

    /// Samples `read()` after every tick into track `name` until `stopSampling()`.
    public func sample(_ name: String, _ read: @escaping () -> Double?) {
        let link = CADisplayLink { [weak self] link in
            guard let self, let value = read() else { return }
            self.samples[name, default: []].append((link.timestamp, value))
        }
        link.add(to: .main, forMode: .common)
        samplers.append((name, read, link))
    }

    public func stopSampling() {
        for s in samplers { s.link.invalidate() }
        samplers = []
    }

    static func describe(_ event: TransitionMonitor.Event) -> String {
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
        }
    }
}
