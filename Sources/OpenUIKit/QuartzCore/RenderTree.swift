import Foundation

/// An immutable picture of a layer tree at one media time: every layer's
/// *presentation* values, resolved. Produced by each commit
/// (`CATransaction.commit` at the end of a tick); renderers and tests read
/// only these snapshots, never live layers.
///
/// Layers are stored flat, in pre-order: `layers[0]` is the root, and the
/// subtree of layer `i` occupies indices `i + 1 ..< layers[i].subtreeEnd`.
/// Children of `i` are found by starting at `i + 1` and hopping by
/// `subtreeEnd`. Sibling order is sublayer order; renderers sort siblings by
/// `zPosition` themselves (a stable sort, as Core Animation does).
public struct RenderTree: Sendable {
    /// The media time (`CACurrentMediaTime()`) the values were resolved at.
    public var time: Double
    /// Flat pre-order storage.
    public var layers: [RenderLayer]

    public init(time: Double, layers: [RenderLayer]) {
        self.time = time
        self.layers = layers
    }

    /// The bounds of the root layer (the window), or `.zero` for an empty tree.
    public var rootSize: CGSize { layers.first?.bounds.size ?? .zero }

    /// Indices of the direct children of the layer at `index`, in sublayer
    /// order (a mask's subtree is not among them: see `maskIndex(of:)`).
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var j = index + 1
        let end = layers[index].subtreeEnd
        while j < end {
            result.append(j)
            j = layers[j].subtreeEnd
        }
        if layers[index].hasMask, !result.isEmpty { result.removeLast() } // the mask, not a sublayer
        return result
    }

    /// The first layer whose `name` matches, if any.
    public func index(named name: String) -> Int? {
        layers.firstIndex { $0.name == name }
    }
}

/// One layer's resolved presentation values. Geometry follows `CALayer`:
/// the layer's `bounds` are placed so that `anchorPoint` (unit coordinates
/// in bounds) sits at `position` in the superlayer's bounds space, after
/// `transform` about that anchor. `sublayerTransform` applies to children,
/// about the centre of this layer's bounds.
public struct RenderLayer: Sendable {
    /// Identity of the live layer this was taken from (stable across ticks).
    public var layerID: Int
    /// One past the last index of this layer's subtree.
    public var subtreeEnd: Int
    /// The layer's `modelVersion` when the node was taken (0: not taken
    /// from a layer's current model, or changed since).
    var modelVersion: UInt = 0
    /// The values, as the layer holds them: plain values inline, the
    /// reference-holding and rarely set ones (name, colours, contents, text,
    /// shadow path, sublayerTransform) in one shared copy-on-write box, so
    /// copying a node moves plain bytes and retains one object. Setting a
    /// boxed property on a node copies the box first when it is shared.
    var state: LayerState

    public var bounds: CGRect { get { state.hot.bounds } set { state.hot.bounds = newValue } }
    public var position: CGPoint { get { state.hot.position } set { state.hot.position = newValue } }
    public var anchorPoint: CGPoint { get { state.hot.anchorPoint } set { state.hot.anchorPoint = newValue } }
    public var anchorPointZ: CGFloat { get { state.hot.anchorPointZ } set { state.hot.anchorPointZ = newValue } }
    public var zPosition: CGFloat { get { state.hot.zPosition } set { state.hot.zPosition = newValue } }
    public var transform: CATransform3D { get { state.hot.transform } set { state.hot.transform = newValue } }
    public var cornerRadius: CGFloat { get { state.hot.cornerRadius } set { state.hot.cornerRadius = newValue } }
    public var borderWidth: CGFloat { get { state.hot.borderWidth } set { state.hot.borderWidth = newValue } }
    public var shadowRadius: CGFloat { get { state.hot.shadowRadius } set { state.hot.shadowRadius = newValue } }
    public var shadowOffset: CGSize { get { state.hot.shadowOffset } set { state.hot.shadowOffset = newValue } }
    public var opacity: Float { get { state.hot.opacity } set { state.hot.opacity = newValue } }
    public var shadowOpacity: Float { get { state.hot.shadowOpacity } set { state.hot.shadowOpacity = newValue } }
    public var isHidden: Bool { get { state.hot.isHidden } set { state.hot.isHidden = newValue } }
    public var isDoubleSided: Bool { get { state.hot.isDoubleSided } set { state.hot.isDoubleSided = newValue } }
    public var masksToBounds: Bool { get { state.hot.masksToBounds } set { state.hot.masksToBounds = newValue } }
    public var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(state.hot.maskedCorners)) }
        set { state.hot.maskedCorners = UInt8(truncatingIfNeeded: newValue.rawValue & 0b1111) }
    }
    public var cornerCurve: CALayerCornerCurve {
        get { state.hot.continuousCorners ? .continuous : .circular }
        set { state.hot.continuousCorners = newValue == .continuous }
    }
    public var allowsGroupOpacity: Bool { get { state.hot.allowsGroupOpacity } set { state.hot.allowsGroupOpacity = newValue } }

    public var name: String? {
        get { state.name }
        set { state.name = newValue }
    }
    public var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { state.sublayerTransform = newValue }
    }
    public var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { state.backgroundColor = newValue }
    }
    public var borderColor: CGColor? {
        get { state.borderColor }
        set { state.borderColor = newValue }
    }
    public var contents: CGImage? {
        get { state.contents }
        set { state.contents = newValue }
    }
    public var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { state.contentsGravity = newValue }
    }
    public var contentsScale: CGFloat {
        get { state.contentsScale }
        set { state.contentsScale = newValue }
    }
    /// Laid-out text drawn in this layer's bounds (a `UILabel`'s backing store).
    public var text: TextLayout? {
        get { state.text }
        set { state.text = newValue }
    }
    public var shadowColor: CGColor? {
        get { state.shadowColor }
        set { state.shadowColor = newValue }
    }
    public var shadowPath: CGPath? {
        get { state.shadowPath }
        set { state.shadowPath = newValue }
    }
    /// A `CAShapeLayer`'s path and style, presentation values resolved (nil for other layers).
    @_spi(SegueRender)
    public var shape: ShapeLayerContent? {
        get { state.shape }
        set { state.shape = newValue }
    }

    public init(layerID: Int, subtreeEnd: Int = 0, name: String? = nil,
                bounds: CGRect = .zero, position: CGPoint = .zero,
                anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), anchorPointZ: CGFloat = 0,
                zPosition: CGFloat = 0, transform: CATransform3D = CATransform3DIdentity,
                sublayerTransform: CATransform3D = CATransform3DIdentity,
                opacity: Float = 1, isHidden: Bool = false, isDoubleSided: Bool = true,
                masksToBounds: Bool = false, cornerRadius: CGFloat = 0, allowsGroupOpacity: Bool = true,
                backgroundColor: CGColor? = nil, borderWidth: CGFloat = 0, borderColor: CGColor? = nil,
                contents: CGImage? = nil, contentsGravity: CALayerContentsGravity = .resize,
                contentsScale: CGFloat = 1, text: TextLayout? = nil,
                shadowColor: CGColor? = nil, shadowOpacity: Float = 0, shadowRadius: CGFloat = 3,
                shadowOffset: CGSize = CGSize(width: 0, height: -3), shadowPath: CGPath? = nil) {
        self.layerID = layerID; self.subtreeEnd = subtreeEnd
        let hot = LayerHotState(
            bounds: bounds, position: position, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            zPosition: zPosition, transform: transform, cornerRadius: cornerRadius, borderWidth: borderWidth,
            shadowRadius: shadowRadius, shadowOffset: shadowOffset, opacity: opacity, shadowOpacity: shadowOpacity,
            isHidden: isHidden, isDoubleSided: isDoubleSided, masksToBounds: masksToBounds,
            allowsGroupOpacity: allowsGroupOpacity)
        let cold = LayerColdState(name: name, backgroundColor: backgroundColor, borderColor: borderColor,
                                  contents: contents, contentsGravity: contentsGravity,
                                  contentsScale: contentsScale, text: text, shadowColor: shadowColor,
                                  shadowPath: shadowPath, sublayerTransform: sublayerTransform)
        self.state = LayerState(hot: hot, cold: cold)
    }

    /// A node with `s`'s values (opacity clamped to 0...1), sharing its cold box.
    init(state s: LayerState, layerID: Int, modelVersion: UInt = 0) {
        self.layerID = layerID; self.subtreeEnd = 0; self.modelVersion = modelVersion
        self.state = s
        state.hot.opacity = min(max(s.hot.opacity, 0), 1)
    }

    /// Takes a layer's values over the node left at this index by the last
    /// capture: plain bytes, and the cold box only when it is another one
    /// (the same layer's node usually holds the same box, and then no
    /// reference count changes).
    @inline(__always)
    mutating func refresh(layerID: Int, modelVersion: UInt, hot: LayerHotState, cold: Unmanaged<LayerColdState>) {
        self.layerID = layerID
        self.modelVersion = modelVersion
        state.hot = hot
        if Unmanaged.passUnretained(state.cold).toOpaque() != cold.toOpaque() {
            state.cold = cold.takeUnretainedValue()
        }
    }

    /// The transform from this layer's bounds space to its superlayer's
    /// bounds space (not including the superlayer's `sublayerTransform`):
    /// translate by -bounds.origin - anchor, apply `transform`, translate to
    /// `position` (and `zPosition`).
    public var localToParent: CATransform3D {
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        return CATransform3DMakeTranslation(-ax, -ay, -anchorPointZ)
            .concat(transform)
            .concat(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// `CALayer.isGeometryFlipped`: the children's y axis runs up from the
    /// bottom of the bounds.
    public var isGeometryFlipped: Bool { get { state.hot.isGeometryFlipped } set { state.hot.isGeometryFlipped = newValue } }

    /// The transform a parent applies to its children: `sublayerTransform`
    /// about the centre of the parent's bounds, then, for a geometry-flipped
    /// parent, the mirror about its bounds' horizontal centre line
    /// (`y ↦ minY + maxY − y`).
    public var childSpaceTransform: CATransform3D {
        let flipped = state.hot.isGeometryFlipped
        if sublayerTransform == CATransform3DIdentity && !flipped { return CATransform3DIdentity }
        let cx = bounds.midX, cy = bounds.midY
        var m = CATransform3DIdentity
        if sublayerTransform != CATransform3DIdentity {
            m = CATransform3DMakeTranslation(-cx, -cy, 0)
                .concat(sublayerTransform)
                .concat(CATransform3DMakeTranslation(cx, cy, 0))
        }
        if flipped { m = m.concat(CATransform3DMakeAffineTransform(LayerGeometryFlip.mirror(about: bounds))) }
        return m
    }
}

/// Text laid out for drawing: glyph runs positioned in a layer's bounds
/// space (points, y-down, baseline origins). Produced by `UILabel` with the
/// same FreeType metrics that give its intrinsic size.
public struct TextLayout: Sendable, Equatable {
    public var runs: [GlyphRun]
    public init(runs: [GlyphRun]) { self.runs = runs }
}

/// Glyphs of one font, size and colour.
public struct GlyphRun: Sendable, Equatable {
    /// Path of the font file (a DejaVu face on Linux).
    public var fontPath: String
    /// Font size in points (the renderer multiplies by its scale).
    public var pointSize: CGFloat
    public var color: CGColor
    public var glyphs: [PositionedGlyph]

    public init(fontPath: String, pointSize: CGFloat, color: CGColor, glyphs: [PositionedGlyph]) {
        self.fontPath = fontPath; self.pointSize = pointSize; self.color = color; self.glyphs = glyphs
    }
}

/// One glyph: its index in the font and the pen position of its baseline origin.
public struct PositionedGlyph: Sendable, Equatable {
    public var glyphIndex: UInt32
    public var position: CGPoint
    public init(glyphIndex: UInt32, position: CGPoint) {
        self.glyphIndex = glyphIndex; self.position = position
    }
}
