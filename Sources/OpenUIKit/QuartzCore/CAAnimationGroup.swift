import Foundation

/// Several animations run together in one time space (`CAAnimationGroup`).
/// Child animations' times are relative to the group's local time; children
/// are clipped to the group's active duration.
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    public override init() { super.init() }

    override func makeCopy() -> CAAnimation {
        let c = CAAnimationGroup()
        copySettings(to: c)
        c.animations = animations?.map { $0.makeCopy() }
        return c
    }

    override var animatedKeyPaths: [LayerKeyPath] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func validate() -> String? {
        for child in animations ?? [] { if let p = child.validate() { return p } }
        return nil
    }

    override func apply(to state: inout LayerState, atLayerTime t: Double) {
        let phase = self.phase(atLayerTime: t)
        let groupLocal: Double
        switch phase {
        case .before:
            guard timing.fillsBackwards else { return }
            groupLocal = 0
        case .active(let f):
            groupLocal = ease(f) * timing.duration
        case .after(let f):
            guard timing.fillsForwards else { return }
            groupLocal = ease(f) * timing.duration
        }
        for child in animations ?? [] {
            child.apply(to: &state, atLayerTime: groupLocal)
        }
    }
}
