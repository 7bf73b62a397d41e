import Foundation

/// Hierarchical timing shared by layers and animations (`CAMediaTiming`).
///
/// An object's local time `t` is derived from its parent's time `tp` as
/// `t = (tp − beginTime) × speed + timeOffset`. Layers compose this down the
/// tree, so a layer with `speed = 0` freezes its whole subtree at
/// `timeOffset` — the mechanism `UIPercentDrivenInteractiveTransition` uses.
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active interval (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The timing values of one `CAMediaTiming` object, as a value.
struct MediaTimingValues: Sendable, Equatable {
    var beginTime: Double = 0
    var duration: Double = 0
    var speed: Double = 1
    var timeOffset: Double = 0
    var repeatCount: Double = 0
    var repeatDuration: Double = 0
    var autoreverses = false
    /// The fill mode as two flags: the values stay plain data (copied
    /// without reference counting, compared bitwise).
    var fillsForwards = false
    var fillsBackwards = false

    /// `fillsForwards` and `fillsBackwards` as a `CAMediaTimingFillMode`;
    /// a mode other than the four named ones fills neither way (`removed`).
    var fillMode: CAMediaTimingFillMode {
        get {
            switch (fillsForwards, fillsBackwards) {
            case (true, true): return .both
            case (true, false): return .forwards
            case (false, true): return .backwards
            case (false, false): return .removed
            }
        }
        set {
            fillsForwards = newValue.fillsForwards
            fillsBackwards = newValue.fillsBackwards
        }
    }

    /// Parent time → this object's local (unbounded) time.
    func localTime(fromParent tp: Double) -> Double {
        (tp - beginTime) * speed + timeOffset
    }

    /// Inverse of `localTime(fromParent:)`; nil when speed is 0.
    func parentTime(fromLocal t: Double) -> Double? {
        speed == 0 ? nil : (t - timeOffset) / speed + beginTime
    }

    /// Length of one iteration, including the reverse half when autoreversing.
    var iterationLength: Double { duration * (autoreverses ? 2 : 1) }

    /// The active duration: repeatDuration if set, else iterations × period.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        return iterationLength * count
    }

    /// Where an object is at active (local) time `t`.
    enum Phase: Equatable {
        case before
        /// Simple-time fraction in 0...1 within the current iteration (after autoreverse folding).
        case active(fraction: Double)
        case after(fraction: Double)
    }

    /// Maps a local time (already offset by `localTime(fromParent:)`) to a phase.
    func phase(atLocal t: Double) -> Phase {
        guard duration > 0, duration.isFinite else { return t < 0 ? .before : .after(fraction: 1) }
        if t < 0 { return .before }
        let active = activeDuration
        if t >= active { return .after(fraction: fraction(atIterationTime: active, endOfActive: true)) }
        return .active(fraction: fraction(atIterationTime: t, endOfActive: false))
    }

    private func fraction(atIterationTime t: Double, endOfActive: Bool) -> Double {
        let period = iterationLength
        var within = t.truncatingRemainder(dividingBy: period)
        if endOfActive && within == 0 && t > 0 { within = period }
        if autoreverses && within > duration { within = period - within }
        return min(max(within / duration, 0), 1)
    }
}
