import Foundation

/// A rectangular area of the screen backed by a `CALayer` (`UIView`).
///
/// The view is its layer's delegate: geometry and appearance properties
/// read and write the layer, and property changes inside an animation block
/// become animations through `action(for:forKey:)` — outside a block the
/// view answers `NSNull`, so a view-backed layer never animates implicitly.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer (`layerClass`).
    open class var layerClass: CALayer.Type { CALayer.self }

    /// The backing layer.
    public let layer: CALayer

    var subviewStorage: [UIView] = []
    weak var superviewStorage: UIView?
    /// The view controller whose root view this is (next responder).
    weak var owningViewController: UIViewController?
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    var tintColorStorage: UIColor?
    var backgroundColorStorage: UIColor?
    /// Auto Layout state, made on first use (`Layout/Engine/ViewLayoutStorage`).
    var layoutStorage: ViewLayoutStorage?
    /// Set on windows and on views a window contains (cached by `window`).
    var isWindow: Bool { false }

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        super.init()
        layer.delegate = self
        self.frame = frame.isFiniteRect ? frame : .zero
        if !frame.isFiniteRect { Log.uiKit.warning("UIView.init(frame:): non-finite frame \(frame) replaced by .zero") }
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Archive-based initialiser, kept for source compatibility; Segue has no
    /// nibs, so it builds an empty view.
    public required init?(coder: NSCoder) {
        layer = Self.layerClass.init()
        super.init()
        layer.delegate = self
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Geometry

    /// The frame in the superview's coordinates. Undefined in UIKit when the
    /// transform is not the identity; here the getter returns the bounding
    /// box of the transformed bounds and the setter sets `center` and
    /// `bounds.size`, as UIKit does with an identity transform.
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard newValue.isFiniteRect else { return rejectGeometry("frame", newValue) }
            let r = newValue.standardized
            let oldSize = layer.bounds.size
            var b = layer.bounds
            b.size = r.size
            layer.bounds = b
            layer.position = CGPoint(x: r.minX + r.width * layer.anchorPoint.x, y: r.minY + r.height * layer.anchorPoint.y)
            if oldSize != r.size { boundsSizeDidChange(from: oldSize) }
            if layoutStorage?.engine != nil { LayoutEngine.geometryDidChange(self) }
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard newValue.isFiniteRect else { return rejectGeometry("bounds", newValue) }
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            if oldSize != newValue.size { boundsSizeDidChange(from: oldSize) }
            if layoutStorage?.engine != nil { LayoutEngine.geometryDidChange(self) }
        }
    }

    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.isFinitePoint else { return rejectGeometry("center", newValue) }
            layer.position = newValue
            if layoutStorage?.engine != nil { LayoutEngine.geometryDidChange(self) }
        }
    }

    /// The affine transform, applied about the centre; stored in `layer.transform`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set {
            let t = CATransform3DMakeAffineTransform(newValue)
            guard t.isFinite else { return rejectGeometry("transform", newValue) }
            layer.transform = t
        }
    }

    /// The 3-D transform (`transform3D`, iOS 13).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The layer's model was set back without the view's setters (a
    /// cancelled interactive transition): the values the view keeps itself
    /// follow it.
    func layerModelDidRestore() {
        if let color = layer.backgroundColor, backgroundColorStorage?.cgColor != color {
            backgroundColorStorage = UIColor(cgColor: color)
        } else if layer.backgroundColor == nil {
            backgroundColorStorage = nil
        }
    }

    func rejectGeometry(_ property: String, _ value: Any) {
        Log.uiKit.warning("UIView.\(property): ignoring non-finite value \(value) on \(debugName)")
    }

    var debugName: String {
        "<\(String(describing: type(of: self))): \(layer.name ?? String(layer.layerID))>"
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            guard newValue.isFinite else { return rejectGeometry("alpha", newValue) }
            layer.opacity = Float(newValue)
        }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if changed, let stack = superviewStorage as? UIStackView { stack.arrangedSubviewVisibilityDidChange(self) }
        }
    }

    open var isOpaque = true

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// The tint colour, inherited from the superview when not set (default system blue).
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set { tintColorStorage = newValue; tintColorDidChange() }
    }

    open func tintColorDidChange() {}

    open var contentMode: UIView.ContentMode = .scaleToFill
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var tag = 0
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var autoresizesSubviews = true
    open var accessibilityIdentifier: String? {
        get { layer.name }
        set { layer.name = newValue }
    }

    // MARK: CALayerDelegate

    /// UIKit's action policy: inside an animation block the change becomes an
    /// animation built by the block's context; elsewhere `NSNull` (no animation).
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIViewAnimationContext.action(for: layer, forKey: event) ?? NSNull()
    }

    /// Lays out the view. For a view controller's root view, UIKit wraps
    /// `layoutSubviews()` in the controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()`, and an appearing controller first hears
    /// `viewIsAppearing(_:)` (its view is in a window and sized by now).
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        guard let controller = owningViewController else {
            applyConstraintLayout()
            return layoutSubviews()
        }
        controller.viewIsAppearingIfPending()
        controller.viewWillLayoutSubviews()
        applyConstraintLayout()
        layoutSubviews()
        controller.viewDidLayoutSubviews()
    }

    open func display(_ layer: CALayer) {}

    // MARK: Hierarchy callbacks (overridable)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (overridable)

    /// Lays out subviews. The default does nothing (autoresizing is applied
    /// when the bounds size changes, before this runs).
    open func layoutSubviews() {}

    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size; `noIntrinsicMetric` in both dimensions by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        LayoutEngine.inputsDidChange(self)
    }

    // MARK: Auto Layout (overridable; the rest is in Layout/)

    /// The safe-area insets changed (checked in each layout pass).
    open func safeAreaInsetsDidChange() {}

    /// The layout margins changed (set, or moved with the safe area).
    open func layoutMarginsDidChange() { owningViewController?.viewLayoutMarginsDidChange() }

    /// Whether the view's frame and autoresizing mask become required
    /// constraints (default true for views made in code).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage?.translatesAutoresizingMask ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// Whether the view needs Auto Layout even without constraints (its
    /// `updateConstraints()` then runs when it enters a window).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Adds or updates the view's constraints; called in the constraint
    /// pass before layout for views that asked (`setNeedsUpdateConstraints()`).
    /// Overrides call `super` last.
    open func updateConstraints() { layoutStorage?.needsUpdateConstraints = false }

    /// The smallest size the view's constraints allow near `targetSize`
    /// (`UIView.layoutFittingCompressedSize`/`…ExpandedSize`), at fitting priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        autoLayoutFittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, each axis pulled towards
    /// `targetSize` at the given priority (`.required` pins that axis).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        autoLayoutFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Hit testing (overridable)

    /// The deepest descendant that contains `point` (in this view's
    /// coordinates) and accepts touches: hidden views, views with alpha
    /// below 0.01 and views with user interaction disabled are skipped, as
    /// UIKit does. Subviews are tested front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, point.isFinitePoint else { return nil }
        // UIKit ignores touches on views animating without `.allowUserInteraction`.
        if layer.animationList.contains(where: { $0.animation.blocksUserInteraction && !$0.animation.didStop }) { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for sub in subviewStorage.reversed() {
            let p = sub.convert(point, from: self)
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Asked when a recognizer over this view tries to leave `.possible`; false makes it fail (default true).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
