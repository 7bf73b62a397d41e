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
    /// The interactions added (Menus/UIView+Interactions.swift).
    var interactionStorage: [UIInteraction] = []
    var tintColorStorage: UIColor?
    var backgroundColorStorage: UIColor?
    /// The style the view's dynamic colours were last resolved for (UIView+Traits.swift).
    var resolvedStyle: UIUserInterfaceStyle = .light
    /// The view set as `mask` (see UIView+Mask.swift).
    var maskViewStorage: UIView?
    /// Auto Layout state, made on first use (`Layout/Engine/ViewLayoutStorage`).
    var layoutStorage: ViewLayoutStorage?
    /// Shared-element id and modifiers (Segue addition), made on first set.
    var sharedElementAttributes: SharedElementAttributes?
    /// Set on windows and on views a window contains (cached by `window`).
    var isWindow: Bool { false }

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        super.init()
        layer.delegate = self
        self.frame = frame.isFiniteRect ? frame : .zero
        // A view that overrides draw(_:) draws when first displayed; classes
        // already found not to draw skip the mark (and the display pass).
        if UIView.mayDraw(type(of: self)) { layer.setNeedsDisplay() }
        if !frame.isFiniteRect { Log.uiKit.warning("UIView.init(frame:): non-finite frame \(frame) replaced by .zero") }
    }

    public convenience override init() { self.init(frame: .zero) }

    /// A view from a storyboard or nib: its properties and subviews are
    /// read from the document (Storyboards/InterfaceBuilderLoader+Objects.swift).
    public required init?(coder: NSCoder) {
        layer = Self.layerClass.init()
        super.init()
        layer.delegate = self
        if let document = coder as? InterfaceBuilderCoder { document.loader.decodeView(self, from: document.element) }
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    /// An optional view whose alpha channel masks this view's content (its
    /// layer becomes this view's layer's `mask`; see UIView+Mask.swift).
    open var mask: UIView? {
        get { maskViewStorage }
        set { setMaskView(newValue) }
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates. Undefined in UIKit when the
    /// transform is not the identity; here the getter returns the bounding
    /// box of the transformed bounds and the setter sets `center` and
    /// `bounds.size`, as UIKit does with an identity transform.
    open var frame: CGRect {
        get { layer.frame }
        set {
            KeyValueObserving.willChange(self, "frame")
            defer { KeyValueObserving.didChange(self, "frame") }
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
            KeyValueObserving.willChange(self, "bounds")
            defer { KeyValueObserving.didChange(self, "bounds") }
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
            KeyValueObserving.willChange(self, "center")
            defer { KeyValueObserving.didChange(self, "center") }
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

    /// The shape UIKit Dynamics collides the view with (`UIDynamicItem`; iOS 9).
    /// Override to return `.ellipse` or `.path`.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The convex path used when `collisionBoundsType` is `.path`, with (0, 0)
    /// at the view's centre; by default the view's bounds about its centre.
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
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
        if let color = layer.backgroundColor, backgroundColorStorage.map({ resolved($0) }) != color {
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
            KeyValueObserving.willChange(self, "alpha")
            defer { KeyValueObserving.didChange(self, "alpha") }
            guard newValue.isFinite else { return rejectGeometry("alpha", newValue) }
            layer.opacity = Float(newValue)
        }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            KeyValueObserving.willChange(self, "isHidden")
            defer { KeyValueObserving.didChange(self, "isHidden") }
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

    /// The background colour; a dynamic colour is resolved with the view's
    /// traits, and again when its appearance changes.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue.map { resolved($0) }
        }
    }

    /// The light or dark style of the view and its subviews, whatever their
    /// window's (`.unspecified`: inherited). A change re-resolves dynamic
    /// colours and calls `traitCollectionDidChange(_:)` (UIView+Traits.swift).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            appearanceDidChange(previousStyle: effectiveStyle(overriding: oldValue))
        }
    }

    /// Called when the view's traits changed (its style, with
    /// `overrideUserInterfaceStyle` here or above). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The tint colour, inherited from the superview when not set (default
    /// system blue). While the effective `tintAdjustmentMode` is `.dimmed`
    /// it is the dimmed (desaturated) version of that colour, as UIKit
    /// documents, so what draws in the tint colour draws dimmed.
    open var tintColor: UIColor! {
        get {
            let tint = undimmedTintColor
            return tintAdjustmentMode == .dimmed ? tint.dimmedTint : tint
        }
        set { tintColorStorage = newValue; tintColorDidChange() }
    }

    /// The tint colour before any dimming: set here or inherited.
    var undimmedTintColor: UIColor { tintColorStorage ?? superview?.undimmedTintColor ?? .systemBlue }

    var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic

    /// How the tint colour is adjusted (`tintAdjustmentMode`). Reading it
    /// never gives `.automatic`: that takes the superview's mode, or
    /// `.normal` without a superview. A change of the effective mode calls
    /// `tintColorDidChange()` on the view and on its subviews that inherit
    /// the mode, as UIKit does, so tinted content redraws.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            tintAdjustmentModeStorage == .automatic ? (superview?.tintAdjustmentMode ?? .normal) : tintAdjustmentModeStorage
        }
        set {
            let old = tintAdjustmentMode
            tintAdjustmentModeStorage = newValue
            if tintAdjustmentMode != old { notifyTintAdjustmentChange() }
        }
    }

    private func notifyTintAdjustmentChange() {
        tintColorDidChange()
        for view in subviews where view.tintAdjustmentModeStorage == .automatic { view.notifyTintAdjustmentChange() }
    }

    open func tintColorDidChange() {}

    /// How the content is laid out when the bounds change; `.redraw` redraws
    /// (sets the layer's `needsDisplayOnBoundsChange`), as in UIKit.
    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet { layer.needsDisplayOnBoundsChange = contentMode == .redraw }
    }
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
    // Accessibility attributes (UIAccessibilityAttributes.swift), stored in one box made on first write.
    var accessibilityAttributes: UIAccessibilityAttributes?
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? false }
        set { writeAccessibility { $0.isElement = newValue } }
    }
    open var accessibilityLabel: String? {
        get { accessibilityAttributes?.label }
        set { writeAccessibility { $0.label = newValue } }
    }
    open var accessibilityHint: String? {
        get { accessibilityAttributes?.hint }
        set { writeAccessibility { $0.hint = newValue } }
    }
    open var accessibilityValue: String? {
        get { accessibilityAttributes?.value }
        set { writeAccessibility { $0.value = newValue } }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes?.traits ?? .none }
        set { writeAccessibility { $0.traits = newValue } }
    }
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes?.viewIsModal ?? false }
        set { writeAccessibility { $0.viewIsModal = newValue } }
    }
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes?.elementsHidden ?? false }
        set { writeAccessibility { $0.elementsHidden = newValue } }
    }
    /// Whether Smart Invert leaves the view's colours as they are (false by
    /// default). Segue never inverts colours (`UIAccessibility
    /// .isInvertColorsEnabled` is false), so it changes nothing drawn, as
    /// on iOS with Smart Invert off.
    open var accessibilityIgnoresInvertColors: Bool {
        get { accessibilityAttributes?.ignoresInvertColors ?? false }
        set { writeAccessibility { $0.ignoresInvertColors = newValue } }
    }

    // MARK: CALayerDelegate

    /// UIKit's action policy: inside an animation block the change becomes an
    /// animation built by the block's context; elsewhere `NSNull` (no animation).
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIViewAnimationContext.action(for: layer, forKey: event) ?? CALayer.noAction
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
        if controller.fittingSizeRecord?.generation != LayoutEngine.constraintGeneration { controller.checkFittingSize() }
    }


    // MARK: Drawing (see UIView+Drawing.swift)

    /// Draws the view's content in `rect` (its bounds) into the current
    /// context. Override it to draw; UIKit calls it only for classes that do.
    open func draw(_ rect: CGRect) { noteBaseDraw() }

    /// Marks the whole view for redrawing at the next display pass.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` for redrawing (Segue redraws the whole view).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Draws a backing store through `draw(_:)` when the class overrides it.
    open func display(_ layer: CALayer) { displayIfDrawing(layer) }

    /// Makes `ctx` current and calls `draw(_:)` with the bounds.
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawContent(of: layer, in: ctx) }

    // MARK: Hierarchy callbacks (overridable)

    /// Removes the view from its superview and its window (UIView+Hierarchy.swift).
    open func removeFromSuperview() { detachFromSuperview() }

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

    /// Lays out the view now if a layout is pending (top-down from the
    /// highest ancestor that needs it).
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// Resizes the view to `sizeThatFits(bounds.size)` (UIKit: "resizes and
    /// moves the receiver view so it just encloses its subviews"; subclasses
    /// override `sizeThatFits(_:)` or this method).
    open func sizeToFit() { resizeToFit() }

    /// What this view's safe area covers of a subview placed at `frame` (in
    /// this view's coordinates): the start of the subview's `safeAreaInsets`,
    /// before its controller's additions (UIView+SafeArea.swift). A scroll
    /// view answers with the insets its content adjustment leaves, and the
    /// zoom's clipping view with the insets of its flying view's final frame.
    func safeAreaInsets(ofSubviewAt frame: CGRect) -> UIEdgeInsets {
        insets(of: frame, coveredBy: safeAreaInsets)
    }

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
    /// The margins of the view's content (default 8 on every side; a
    /// controller's root view 16 left and right); the effective margins add
    /// the safe-area insets while `insetsLayoutMarginsFromSafeArea` is true,
    /// as UIKit does. Declared here, not in an extension, so subclasses can
    /// override it as in UIKit (`UITableViewCell` does).
    open var layoutMargins: UIEdgeInsets {
        get { viewLayoutMargins }
        set { viewLayoutMargins = newValue }
    }

    // MARK: Layout direction

    /// How the view's content is laid out in a right-to-left language:
    /// `.forceRightToLeft` makes its leading edge the right one (Auto
    /// Layout's leading and trailing anchors and margins follow it).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            autoLayout.semanticContentAttribute = newValue
            marginsDidChange()
        }
    }

    /// The direction the view lays out its content in: from its own
    /// `semanticContentAttribute`, else its traits' layout direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The layout direction for content with `attribute`: right-to-left for
    /// `.forceRightToLeft`; left-to-right for the forced, playback and
    /// spatial attributes; the app's direction for `.unspecified`.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: UIApplication.applicationLayoutDirection
        }
    }

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
