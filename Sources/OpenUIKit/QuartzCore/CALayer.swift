import Foundation

/// A rectangle of content with geometry, appearance and timing (`CALayer`).
///
/// A layer stores *model* values. Setting an animatable property asks
/// `action(forKey:)` for an action — the delegate first (a `UIView` answers
/// `NSNull` outside animation blocks), then `actions`, then the default
/// implicit animation (0.25 s unless the transaction says otherwise). The
/// engine evaluates running animations into presentation values at each
/// commit; `presentation()` returns a copy holding them.
///
/// State read on every tick is `@exclusivity(unchecked)`: it is main-actor
/// state and no access to it spans a call that could re-enter it (see
/// docs/ARCHITECTURE.md, "Performance notes").
@preconcurrency @MainActor
open class CALayer: NSObject, @MainActor CAMediaTiming {
    nonisolated(unsafe) private static var nextID = 1
    /// A stable identity used by render-tree snapshots.
    public let layerID: Int

    // What a commit reads of every layer comes first, through
    // `hasBeenCommitted` (see `perCaptureBytes`); the model values after it
    // are read only when a snapshot node must take them again.

    /// Counts changes of the model values and of the animation list (from
    /// 1; a snapshot node built by hand has 0). A snapshot node records the
    /// count it was taken at: while it still matches, the node holds this
    /// layer's model (with last tick's animated values over it).
    @exclusivity(unchecked) private(set) var modelVersion: UInt = 1
    @exclusivity(unchecked) var layerTiming = MediaTimingValues()
    @exclusivity(unchecked) var animationList: [(key: String, animation: CAAnimation)] = [] {
        didSet {
            animationStorage = Prefetch.storageAddress(of: animationList)
            modelVersion &+= 1
        }
    }
    /// Where `animationList` keeps its entries, as a plain address: capture
    /// prefetches a sibling's list through it without retaining the array.
    /// Refreshed on every change of the list; nil when it is empty.
    @exclusivity(unchecked) private(set) var animationStorage: UnsafeRawPointer?
    @exclusivity(unchecked) var sublayerStorage: [CALayer] = [] {
        didSet { sublayerAddress = Prefetch.storageAddress(of: sublayerStorage) }
    }
    /// Where `sublayerStorage` keeps its layers, as a plain address: capture
    /// reads the sublayers through it without retaining the array or them.
    /// Refreshed on every change of the list; nil when it has no storage.
    @exclusivity(unchecked) private(set) var sublayerAddress: UnsafeRawPointer?
    /// A frozen render-tree fragment drawn as this layer's content (snapshot views).
    @exclusivity(unchecked) var frozenContent: FrozenContent?
    /// True once the layer has been part of a committed window snapshot.
    @exclusivity(unchecked) var hasBeenCommitted = false

    @exclusivity(unchecked) var modelState = LayerState() {
        didSet { modelVersion &+= 1 }
    }
    /// `modelState`'s cold box, unretained (capture compares it with a
    /// snapshot node's without touching its reference count).
    @inline(__always)
    var modelColdBox: Unmanaged<LayerColdState> { .passUnretained(modelState.cold) }

    /// Laid-out text drawn in the bounds (set by `UILabel`).
    var textLayout: TextLayout? {
        get { modelState.text }
        set { modelState.text = newValue }
    }

    /// True while the animation engine lists the layer as animating.
    @exclusivity(unchecked) var isListedAnimating = false
    /// The layer's index in the engine's list while `isListedAnimating`.
    @exclusivity(unchecked) var animatingSlot = 0
    /// True while the engine holds the layer for begin-time stamping.
    @exclusivity(unchecked) var isPendingStamp = false

    /// True for the copies `presentation()` returns.
    @exclusivity(unchecked) var isPresentationCopy = false
    private weak var modelLayerRef: CALayer?

    /// The change whose action is running: the layer, the key, and its
    /// presentation and model values before the change. Kept once, not per
    /// layer: it lives only while an action runs.
    @exclusivity(unchecked) private static var changeInProgress:
        (layer: ObjectIdentifier, key: LayerKeyPath, value: AnimatableValue, model: AnimatableValue)?

    /// The values a changing property had before the change (shown and
    /// model), while its action runs.
    var valueBeforeChange: (key: LayerKeyPath, value: AnimatableValue, model: AnimatableValue)? {
        guard let change = CALayer.changeInProgress, change.layer == ObjectIdentifier(self) else { return nil }
        return (change.key, change.value, change.model)
    }

    public weak var delegate: (any CALayerDelegate)?
    /// Set by `setNeedsDisplay()`, cleared by `displayIfNeeded()`.
    var needsDisplayFlag = false
    /// Whether a change of the bounds' size calls `setNeedsDisplay()` (default false).
    public var needsDisplayOnBoundsChange = false
    public var name: String? {
        get { modelState.name }
        set { modelState.name = newValue }
    }
    public var actions: [String: any CAAction]?
    public internal(set) weak var superlayer: CALayer? {
        // A new parent changes how media time maps to this layer's time.
        didSet { AnimationEngine.timingGeneration &+= 1 }
    }
    public internal(set) var needsLayoutFlag = false
    /// The layer set as `mask` (see CALayer+Mask.swift); read by a capture
    /// only for layers whose model says they have one.
    var maskStorage: CALayer?
    /// The layer this one masks: its timing parent while it has no superlayer.
    weak var maskOwner: CALayer?

    /// How many leading bytes of a layer every capture reads (identity,
    /// model version, timing, animation and sublayer lists, frozen content):
    /// what the engine prefetches ahead. The model values after them are
    /// read only when a node takes them again.
    static let perCaptureBytes = 160

    public required override init() {
        layerID = CALayer.nextID
        CALayer.nextID += 1
    }

    // Not an `isolated deinit`: with one, Swift 6.3 fails to emit this module
    // ("'@preconcurrency' attribute cannot be applied to this declaration")
    // once the module declares the compositing layer subclasses. Layers are
    // main-actor objects, so their last release happens on the main thread,
    // where the engine's entry is cleared at once. A release elsewhere is a
    // threading bug (UIKit's views assert the same): it is reported, and the
    // entry is cleared on the main queue's next turn.
    deinit {
        let listed = isListedAnimating, slot = animatingSlot
        AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self))
        guard listed else { return }
        if MainThreadChecker.check("-[CALayer dealloc]") {
            MainActor.assumeIsolated { AnimationEngine.shared.layerDeallocated(slot: slot) }
        } else {
            DispatchQueue.main.async { AnimationEngine.shared.layerDeallocated(slot: slot) }
        }
    }

    /// Returns a layer whose properties are the model values of `layer`
    /// (used by Core Animation for presentation copies).
    public convenience init(layer: Any) {
        self.init()
        if let other = layer as? CALayer {
            modelState = other.modelState
            layerTiming = other.layerTiming  // modelState carries name and text
        }
    }

    // MARK: Geometry

    public var bounds: CGRect {
        get { modelState.bounds }
        set {
            guard newValue.isFiniteRect else { return reject("bounds", newValue) }
            let resized = newValue.size != modelState.bounds.size
            change(.bounds, "bounds") { $0.bounds = newValue }
            if resized && (needsDisplayOnBoundsChange || Self.takeAwaitingSize(self)) { setNeedsDisplay() }
            setNeedsLayout()
        }
    }

    public var position: CGPoint {
        get { modelState.position }
        set {
            guard newValue.isFinitePoint else { return reject("position", newValue) }
            change(.position, "position") { $0.position = newValue }
        }
    }

    public var anchorPoint: CGPoint {
        get { modelState.anchorPoint }
        set {
            guard newValue.isFinitePoint else { return reject("anchorPoint", newValue) }
            change(.anchorPoint, "anchorPoint") { $0.anchorPoint = newValue }
        }
    }

    public var anchorPointZ: CGFloat {
        get { modelState.anchorPointZ }
        set { if newValue.isFinite { modelState.anchorPointZ = newValue; noteChange() } else { reject("anchorPointZ", newValue) } }
    }

    public var zPosition: CGFloat {
        get { modelState.zPosition }
        set {
            guard newValue.isFinite else { return reject("zPosition", newValue) }
            change(.zPosition, "zPosition") { $0.zPosition = newValue }
        }
    }

    public var transform: CATransform3D {
        get { modelState.transform }
        set {
            guard newValue.isFinite else { return reject("transform", newValue) }
            change(.transform, "transform") { $0.transform = newValue }
        }
    }

    public var sublayerTransform: CATransform3D {
        get { modelState.sublayerTransform }
        set {
            guard newValue.isFinite else { return reject("sublayerTransform", newValue) }
            change(.sublayerTransform, "sublayerTransform") { $0.sublayerTransform = newValue }
        }
    }

    /// The layer's rectangle in its superlayer's coordinates, derived from
    /// position, bounds, anchorPoint and transform. Setting it with a
    /// non-identity transform is undefined in Core Animation; here the
    /// transform is ignored for the set (the bounds take the size, the
    /// position is placed so the untransformed frame matches).
    public var frame: CGRect {
        get {
            let b = modelState.bounds
            if CATransform3DIsIdentity(modelState.transform) {
                // The general path below, without its matrices.
                return CGRect(x: modelState.position.x - b.width * modelState.anchorPoint.x,
                              y: modelState.position.y - b.height * modelState.anchorPoint.y,
                              width: b.width, height: b.height)
            }
            let t = CATransform3DMakeTranslation(-b.width * modelState.anchorPoint.x, -b.height * modelState.anchorPoint.y, 0)
                .concat(modelState.transform)
                .concat(CATransform3DMakeTranslation(modelState.position.x, modelState.position.y, 0))
            if CATransform3DIsAffine(t) {
                return CGRect(origin: .zero, size: b.size).applying(CATransform3DGetAffineTransform(t))
            }
            let corners = [CGPoint(x: 0, y: 0), CGPoint(x: b.width, y: 0), CGPoint(x: 0, y: b.height), CGPoint(x: b.width, y: b.height)]
                .map { Matrix4.project($0, by: t) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            guard newValue.isFiniteRect else { return reject("frame", newValue) }
            let r = newValue.standardized
            var b = modelState.bounds
            b.size = r.size
            bounds = b
            position = CGPoint(x: r.minX + r.width * modelState.anchorPoint.x, y: r.minY + r.height * modelState.anchorPoint.y)
        }
    }

    // MARK: Appearance

    public var opacity: Float {
        get { modelState.opacity }
        set {
            guard newValue.isFinite else { return reject("opacity", newValue) }
            change(.opacity, "opacity") { $0.opacity = min(max(newValue, 0), 1) }
        }
    }

    public var isHidden: Bool {
        get { modelState.isHidden }
        set {
            change(.hidden, "hidden") { $0.isHidden = newValue }
        }
    }

    public var isDoubleSided: Bool {
        get { modelState.isDoubleSided }
        set { modelState.isDoubleSided = newValue; noteChange() }
    }

    /// `filters`, `backgroundFilters` and `compositingFilter`, kept as set
    /// (CALayer+Filters.swift); nil until one is set.
    var filterStorage: LayerFilterStorage?

    public var masksToBounds: Bool {
        get { modelState.masksToBounds }
        set { modelState.masksToBounds = newValue; noteChange() }
    }

    /// The corners `cornerRadius` rounds (all four by default). Not animatable.
    public var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(modelState.hot.maskedCorners)) }
        set { modelState.hot.maskedCorners = UInt8(truncatingIfNeeded: newValue.rawValue & 0b1111); noteChange() }
    }

    /// The curve of the rounded corners (`.circular` by default).
    public var cornerCurve: CALayerCornerCurve {
        get { modelState.hot.continuousCorners ? .continuous : .circular }
        set { modelState.hot.continuousCorners = newValue == .continuous; noteChange() }
    }

    public var allowsGroupOpacity: Bool {
        get { modelState.allowsGroupOpacity }
        set { modelState.allowsGroupOpacity = newValue; noteChange() }
    }

    public var cornerRadius: CGFloat {
        get { modelState.cornerRadius }
        set {
            guard newValue.isFinite else { return reject("cornerRadius", newValue) }
            change(.cornerRadius, "cornerRadius") { $0.cornerRadius = max(0, newValue) }
        }
    }

    public var borderWidth: CGFloat {
        get { modelState.borderWidth }
        set {
            guard newValue.isFinite else { return reject("borderWidth", newValue) }
            change(.borderWidth, "borderWidth") { $0.borderWidth = max(0, newValue) }
        }
    }

    public var borderColor: CGColor? {
        get { modelState.borderColor }
        set {
            change(.borderColor, "borderColor") { $0.borderColor = newValue }
        }
    }

    public var backgroundColor: CGColor? {
        get { modelState.backgroundColor }
        set {
            change(.backgroundColor, "backgroundColor") { $0.backgroundColor = newValue }
        }
    }

    /// The layer's image. Accepts a `CGImage`; anything else clears it with a diagnostic.
    public var contents: Any? {
        get { modelState.contents }
        set {
            if newValue != nil && !(newValue is CGImage) {
                Log.quartzCore.warning("CALayer.contents: unsupported value of type \(type(of: newValue!)); only CGImage is drawn")
            }
            modelState.contents = newValue as? CGImage
            noteChange()
        }
    }

    public var contentsGravity: CALayerContentsGravity {
        get { modelState.contentsGravity }
        set { modelState.contentsGravity = newValue; noteChange() }
    }

    public var contentsScale: CGFloat {
        get { modelState.contentsScale }
        set { if newValue.isFinite && newValue > 0 { modelState.contentsScale = newValue; noteChange() } else { reject("contentsScale", newValue) } }
    }

    public var shadowColor: CGColor? {
        get { modelState.shadowColor }
        set {
            change(.shadowColor, "shadowColor") { $0.shadowColor = newValue }
        }
    }

    public var shadowOpacity: Float {
        get { modelState.shadowOpacity }
        set {
            guard newValue.isFinite else { return reject("shadowOpacity", newValue) }
            change(.shadowOpacity, "shadowOpacity") { $0.shadowOpacity = min(max(newValue, 0), 1) }
        }
    }

    public var shadowRadius: CGFloat {
        get { modelState.shadowRadius }
        set {
            guard newValue.isFinite else { return reject("shadowRadius", newValue) }
            change(.shadowRadius, "shadowRadius") { $0.shadowRadius = max(0, newValue) }
        }
    }

    public var shadowOffset: CGSize {
        get { modelState.shadowOffset }
        set {
            guard newValue.isFiniteSize else { return reject("shadowOffset", newValue) }
            change(.shadowOffset, "shadowOffset") { $0.shadowOffset = newValue }
        }
    }

    public var shadowPath: CGPath? {
        get { modelState.shadowPath }
        set { modelState.shadowPath = newValue; noteChange() }
    }

    // MARK: CAMediaTiming (the layer's own time space)

    public var beginTime: CFTimeInterval { get { layerTiming.beginTime } set { setTiming { $0.beginTime = newValue } } }
    public var duration: CFTimeInterval { get { layerTiming.duration } set { setTiming { $0.duration = newValue } } }
    public var speed: Float { get { Float(layerTiming.speed) } set { setTiming { $0.speed = Double(newValue) } } }
    public var timeOffset: CFTimeInterval { get { layerTiming.timeOffset } set { setTiming { $0.timeOffset = newValue } } }
    public var repeatCount: Float { get { Float(layerTiming.repeatCount) } set { setTiming { $0.repeatCount = Double(newValue) } } }
    public var repeatDuration: CFTimeInterval { get { layerTiming.repeatDuration } set { setTiming { $0.repeatDuration = newValue } } }
    public var autoreverses: Bool { get { layerTiming.autoreverses } set { setTiming { $0.autoreverses = newValue } } }
    public var fillMode: CAMediaTimingFillMode { get { layerTiming.fillMode } set { setTiming { $0.fillMode = newValue } } }

    private func setTiming(_ body: (inout MediaTimingValues) -> Void) {
        var t = layerTiming
        body(&t)
        let values = [t.beginTime, t.duration, t.speed, t.timeOffset, t.repeatCount, t.repeatDuration]
        guard values.allSatisfy(\.isFinite) || t.repeatCount == .infinity else {
            Log.quartzCore.warning("CALayer timing: non-finite value ignored on \(self.debugName)")
            return
        }
        layerTiming = t
        AnimationEngine.timingGeneration &+= 1
        noteChange()
    }

    // MARK: Presentation and model

    /// A copy of the layer with the presentation values at the current media
    /// time (all running animations applied). The copy has no sublayers.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = Self.init()
        copy.isPresentationCopy = true
        copy.modelLayerRef = self
        copy.modelState = presentationState(atMediaTime: CACurrentMediaTime())
        copy.layerTiming = layerTiming  // modelState carries name and text
        return copy
    }

    /// The model layer of a presentation copy, or `self`.
    public func model() -> Self {
        (modelLayerRef as? Self) ?? self
    }

    // MARK: Change handling

    var debugName: String {
        "<\(String(describing: type(of: self))): \(name ?? String(layerID))>"
    }

    func reject(_ property: String, _ value: Any) {
        Log.quartzCore.warning("CALayer.\(property): ignoring non-finite value \(value) on \(debugName)")
    }

    func noteChange() {
        if !isPresentationCopy { CATransaction.ensureImplicit() }
    }

    /// Applies a model change and runs the action for the key, if any.
    func change(_ key: LayerKeyPath, _ name: String, _ body: (inout LayerState) -> Void) {
        guard !isPresentationCopy else { return body(&modelState) }
        // The presentation value before the change. Only animations of `key`
        // bear on it; without any, it is the model value, so the whole state
        // need not be copied.
        let beforeState: LayerState?, beforeValue: AnimatableValue?
        let animationCount = animationList.count
        if hasAnimation(of: key) {
            beforeState = modelState; beforeValue = nil
        } else {
            beforeState = nil; beforeValue = modelState.value(for: key)
        }
        body(&modelState)
        CATransaction.ensureImplicit()
        guard !CATransaction.disableActions() else { return }
        guard let action = action(forKey: name) else { return }
        let value: AnimatableValue, model: AnimatableValue
        if let beforeState {
            value = presentationValue(key, model: beforeState)
            model = beforeState.value(for: key)
        } else if animationList.count != animationCount, hasAnimation(of: key) {
            // `action(forKey:)` added an animation of `key`: rebuild the old model.
            var state = modelState
            state.setValue(beforeValue!, for: key)
            value = presentationValue(key, model: state)
            model = beforeValue!
        } else {
            value = beforeValue!
            model = value
        }
        if let own = action as? LayerChangeAction {
            // The framework's own actions take the change as is.
            own.animateChange(of: self, key: key, name: name, from: value, model: model)
            return
        }
        let previous = CALayer.changeInProgress
        CALayer.changeInProgress = (ObjectIdentifier(self), key, value, model)
        action.run(forKey: name, object: self, arguments: nil)
        CALayer.changeInProgress = previous
    }

    /// The action for `event`: delegate, then `actions`, then the default.
    open func action(forKey event: String) -> (any CAAction)? {
        if let delegate {
            if let a = delegate.action(for: self, forKey: event) {
                return a as AnyObject === CALayer.noAction || a is NSNull ? nil : a
            }
        }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        return Self.defaultAction(forKey: event)
    }

    /// The `NSNull` the framework's own delegates (views) answer to stop the
    /// search: one shared instance, since the question comes with every
    /// property change.
    static let noAction = NSNull()

    /// The implicit animation for an animatable key: a basic animation from
    /// the old presentation value, with the transaction's duration and
    /// timing function (Core Animation's default curve when none is set).
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard LayerKeyPath(event) != nil else { return nil }
        return ImplicitAction()
    }

    // MARK: Display (CALayer+Display.swift, CALayer+Render.swift)

    /// Marks the layer's content for redrawing: `display()` runs at the next
    /// tick, before the commit.
    open func setNeedsDisplay() { markNeedsDisplay() }

    /// Marks `r` for redrawing; Segue redraws the whole layer.
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether the layer is marked for redrawing.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays the layer now if it is marked.
    open func displayIfNeeded() {
        guard needsDisplay() else { return }
        needsDisplayFlag = false
        display()
    }

    /// Draws the layer tree into `ctx` as it looks (model values); see `renderTree(in:)`.
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    /// Fills `contents`: the delegate's `display(_:)` when there is a
    /// delegate (whose default draws a backing store), otherwise a backing
    /// store drawn by `draw(in:)`. Called by `displayIfNeeded()`.
    open func display() {
        if let delegate { delegate.display(self) } else { displayBackingStore() }
    }

    /// Draws the layer's content into `ctx`; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    // MARK: Hit testing and layout

    /// True when `p` (in this layer's coordinates) lies inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible descendant containing `p` (in the superlayer's coordinates).
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = superlayer.map { convert(p, from: $0) } ?? p
        if masksToBounds && !contains(local) { return nil }
        for sub in sublayerStorage.reversed() {
            if let hit = sub.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
    /// Asks the delegate to lay out the sublayers (UIView calls `layoutSubviews`).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

}

/// The default action: a basic animation from the value before the change.
@MainActor
final class ImplicitAction: LayerChangeAction {
    override func animateChange(of layer: CALayer, key: LayerKeyPath, name: String,
                                from before: AnimatableValue, model: AnimatableValue) {
        let animation = CABasicAnimation(keyPath: name, parsed: key)
        animation.setFromValue(before)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        layer.add(animation, forKey: name, copying: false)
    }
}

/// A frozen picture of a layer subtree, drawn as a layer's content.
struct FrozenContent {
    /// Layers in the snapshot's own pre-order storage; index 0 is the captured root.
    var tree: RenderTree
    /// Offset applied so the captured root's bounds origin maps to (0, 0).
    var origin: CGPoint
}
