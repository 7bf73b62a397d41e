import Foundation

/// An animation of one layer property named by a key path (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, e.g. `"position"`, `"transform.rotation.y"`, `"opacity"`.
    public var keyPath: String? {
        get { keyPathStorage }
        set { keyPathStorage = newValue; parsedKeyPath = newValue.flatMap(LayerKeyPath.init) }
    }
    /// When true the animated value is added to the layer's current value.
    @exclusivity(unchecked) public var isAdditive = false { didSet { settingsDidChange() } }
    /// When true each repetition builds on the end of the previous one.
    @exclusivity(unchecked) public var isCumulative = false { didSet { settingsDidChange() } }

    // Read every tick; stored before the string so it shares a cache line
    // with the base class's fields.
    @exclusivity(unchecked) var parsedKeyPath: LayerKeyPath? { didSet { settingsDidChange() } }
    @exclusivity(unchecked) private var keyPathStorage: String?

    /// Called when the key path or (in subclasses) the values change, for
    /// subclasses that precompute how they apply.
    func settingsDidChange() {}

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// `init(keyPath:)` with the key path already parsed (framework use).
    convenience init(keyPath path: String, parsed: LayerKeyPath) {
        self.init()
        keyPathStorage = path
        parsedKeyPath = parsed
    }

    public override init() { super.init() }

    override func copySettings(to c: CAAnimation) {
        super.copySettings(to: c)
        guard let c = c as? CAPropertyAnimation else { return }
        c.keyPathStorage = keyPathStorage
        c.parsedKeyPath = parsedKeyPath
        c.isAdditive = isAdditive
        c.isCumulative = isCumulative
    }

    override var animatedKeyPaths: [LayerKeyPath] { parsedKeyPath.map { [$0] } ?? [] }

    override func animates(_ key: LayerKeyPath) -> Bool { parsedKeyPath == key }

    override func validate() -> String? {
        guard let keyPath else { return "animation has no keyPath" }
        return parsedKeyPath == nil ? "'\(keyPath)' is not an animatable CALayer key path" : nil
    }

    /// Combines an animated value with the layer's current value per `isAdditive`.
    func write(_ value: AnimatableValue, to state: inout LayerState) {
        guard let key = parsedKeyPath else { return }
        // (`setValue` ignores a non-finite value itself.)
        if isAdditive {
            guard value.isFinite else { return }
            state.setValue(AnimatableValue.add(state.value(for: key), value), for: key)
        } else {
            state.setValue(value, for: key)
        }
    }

    /// Number of completed iterations at layer time `t` (for `isCumulative`).
    func iteration(atLayerTime t: Double) -> Double {
        let period = timing.iterationLength
        guard period > 0 else { return 0 }
        let local = min(max(timing.localTime(fromParent: t), 0), timing.activeDuration)
        return min(floor(local / period), max((timing.activeDuration / period).rounded(.up) - 1, 0))
    }
}
