import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy
/// transformed, tinted and delayed relative to the one before
/// (`CAReplicatorLayer`): the classic activity-indicator dots.
///
/// Instance `i` is drawn with `instanceTransform` applied `i` times about the
/// centre of the replicator's bounds, its layers' background and border
/// colours multiplied by `instanceColor` plus `i` times the colour offsets,
/// and its sublayers' animations running `i × instanceDelay` seconds later.
/// Instances are drawn in order, each with all the sublayers.
open class CAReplicatorLayer: CALayer {
    public required init() {
        super.init()
        modelState.hot.replicatesSublayers = true
        modelState.replicator = ReplicatorValues()
    }

    private var values: ReplicatorValues { modelState.replicator ?? ReplicatorValues() }

    private func update(_ body: (inout ReplicatorValues) -> Void) {
        var v = values
        body(&v)
        modelState.replicator = v
        noteChange()
    }

    /// How many copies of the sublayers are drawn, the sublayers themselves
    /// included (default 1). Negative counts draw nothing but the sublayers
    /// (logged).
    open var instanceCount: Int {
        get { values.instanceCount }
        set {
            if newValue < 0 { Log.quartzCore.warning("CAReplicatorLayer.instanceCount: \(newValue) is negative; using 0") }
            update { $0.instanceCount = max(0, newValue) }
        }
    }

    /// The transform from one instance to the next (default identity). Animatable.
    open var instanceTransform: CATransform3D {
        get { values.instanceTransform }
        set {
            guard newValue.isFinite else { return reject("instanceTransform", newValue) }
            change(.instanceTransform, "instanceTransform") { state in
                var v = state.replicator ?? ReplicatorValues()
                v.instanceTransform = newValue
                state.replicator = v
            }
        }
    }

    /// The delay, in seconds, between one instance's animations and the next's (default 0).
    open var instanceDelay: CFTimeInterval {
        get { values.instanceDelay }
        set {
            guard newValue.isFinite else { return reject("instanceDelay", newValue) }
            update { $0.instanceDelay = newValue }
        }
    }

    /// The colour the first instance's colours are multiplied by (nil, the
    /// default, is white: no change).
    open var instanceColor: CGColor? {
        get { values.instanceColor }
        set { update { $0.instanceColor = newValue } }
    }

    /// Added to the instance colour's components for each instance after the first.
    open var instanceRedOffset: Float {
        get { values.redOffset }
        set { update { $0.redOffset = newValue.isFinite ? newValue : 0 } }
    }
    open var instanceGreenOffset: Float {
        get { values.greenOffset }
        set { update { $0.greenOffset = newValue.isFinite ? newValue : 0 } }
    }
    open var instanceBlueOffset: Float {
        get { values.blueOffset }
        set { update { $0.blueOffset = newValue.isFinite ? newValue : 0 } }
    }
    open var instanceAlphaOffset: Float {
        get { values.alphaOffset }
        set { update { $0.alphaOffset = newValue.isFinite ? newValue : 0 } }
    }

    /// Kept and read back; instances are drawn in order like sublayers either
    /// way (docs/FIDELITY.md).
    open var preservesDepth: Bool {
        get { values.preservesDepth }
        set { update { $0.preservesDepth = newValue } }
    }
}
