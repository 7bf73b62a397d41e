import Foundation

/// A value an animation can interpolate. Core Animation boxes values in
/// `NSValue`/`NSNumber`; here `fromValue`/`toValue` accept the natural Swift
/// types (`CGFloat`, `Double`, `Int`, `Float`, `Bool`, `NSNumber`, `CGPoint`,
/// `CGSize`, `CGRect`, `CATransform3D`, `CGColor`) and are converted once.
enum AnimatableValue: Equatable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    // Indirect: a transform is 128 bytes, four times any other case, and
    // animations keep several of these values inline.
    indirect case transform(CATransform3D)
    case color(r: Double, g: Double, b: Double, a: Double)
    /// A `CAShapeLayer` path.
    case path(CGPath)
    /// An array of values (`CAGradientLayer`'s `colors` and `locations`):
    /// interpolated element by element when both ends have as many.
    indirect case list([AnimatableValue])

    init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let v as AnimatableValue: self = v
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Double: self = .scalar(v)
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as Bool: self = .scalar(v ? 1 : 0)
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGPath: self = .path(v)
        case let v as CGColor: self = .color(r: Double(v.red), g: Double(v.green), b: Double(v.blue), a: Double(v.alpha))
        case let v as NSValue: self.init(boxed: v)
        case let v as [Any]:
            var list: [AnimatableValue] = []
            for element in v {
                guard let value = AnimatableValue(element) else { return nil }
                list.append(value)
            }
            self = .list(list)
        default: return nil
        }
    }

    /// The value an `NSValue` boxes (`NSValue(cgPoint:)`, `(cgSize:)`,
    /// `(cgRect:)`, `(caTransform3D:)`, `(cgAffineTransform:)`), or nil.
    private init?(boxed value: NSValue) {
        // Segue's own boxes first: reading their `objCType` would leak (see `NSValue.doubles(count:)`).
        if value.doubles(count: 16) != nil {
            self = .transform(value.caTransform3DValue)
            return
        }
        if value.doubles(count: 6) != nil {
            self = .transform(CATransform3DMakeAffineTransform(value.cgAffineTransformValue))
            return
        }
        switch String(cString: value.objCType) {
        case let type where type.hasPrefix("{CGPoint"): self = .point(value.pointValue)
        case let type where type.hasPrefix("{CGSize"): self = .size(value.sizeValue)
        case let type where type.hasPrefix("{CGRect"): self = .rect(value.rectValue)
        default: return nil
        }
    }

    init(_ color: CGColor?) {
        let c = color ?? .clear
        self = .color(r: Double(c.red), g: Double(c.green), b: Double(c.blue), a: Double(c.alpha))
    }

    var cgColor: CGColor? {
        if case let .color(r, g, b, a) = self { return CGColor(red: r, green: g, blue: b, alpha: a) }
        return nil
    }

    /// The value as the public Swift type Core Animation users expect.
    var anyValue: Any {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color: return cgColor!
        case .path(let p): return p
        case .list(let l): return l.map(\.anyValue)
        }
    }

    var scalar: Double? { if case let .scalar(v) = self { return v }; return nil }

    /// True when every component is finite.
    var isFinite: Bool {
        switch self {
        case .scalar(let v): return v.isFinite
        case .point(let p): return p.isFinitePoint
        case .size(let s): return s.isFiniteSize
        case .rect(let r): return r.isFiniteRect
        case .transform(let t): return t.isFinite
        case let .color(r, g, b, a): return r.isFinite && g.isFinite && b.isFinite && a.isFinite
        case .path(let p): return p.points.allSatisfy(\.isFinitePoint)
        case .list(let l): return l.allSatisfy(\.isFinite)
        }
    }

    /// Linear interpolation (`t` may leave 0...1 for springs); transforms
    /// interpolate through their decomposition, as Core Animation does.
    static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + (y - x) * t)
        case let (.point(p), .point(q)): return .point(lerp(p, q, CGFloat(t)))
        case let (.size(p), .size(q)): return .size(lerp(p, q, CGFloat(t)))
        case let (.rect(p), .rect(q)): return .rect(lerp(p, q, CGFloat(t)))
        case let (.transform(p), .transform(q)): return .transform(TransformInterpolation.interpolate(p, q, CGFloat(t)))
        case let (.color(r1, g1, b1, a1), .color(r2, g2, b2, a2)):
            return .color(r: r1 + (r2 - r1) * t, g: g1 + (g2 - g1) * t, b: b1 + (b2 - b1) * t, a: a1 + (a2 - a1) * t)
        case let (.path(p), .path(q)): return ShapeLayerContent.interpolate(p, q, t).map { .path($0) } ?? (t < 0.5 ? a : b)
        case let (.list(p), .list(q)) where p.count == q.count:
            return .list(zip(p, q).map { interpolate($0, $1, t) })
        default: return t < 0.5 ? a : b
        }
    }

    /// `p + (q − p) · t`, component by component: the arithmetic of every
    /// linear interpolation of geometry here (the basic-animation plans use
    /// it too, so they give exactly what `interpolate` gives). Rectangles
    /// are read through `size`, not `width`/`height`, which are absolute:
    /// an additive delta may have a negative size.
    @inline(__always)
    static func lerp(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }

    @inline(__always)
    static func lerp(_ p: CGSize, _ q: CGSize, _ t: CGFloat) -> CGSize {
        CGSize(width: p.width + (q.width - p.width) * t, height: p.height + (q.height - p.height) * t)
    }

    @inline(__always)
    static func lerp(_ p: CGRect, _ q: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(x: p.origin.x + (q.origin.x - p.origin.x) * t, y: p.origin.y + (q.origin.y - p.origin.y) * t,
               width: p.size.width + (q.size.width - p.size.width) * t,
               height: p.size.height + (q.size.height - p.size.height) * t)
    }

    /// Component-wise sum (`isAdditive`, `byValue`); transforms concatenate.
    static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(p, q))
        case let (.color(r1, g1, b1, a1), .color(r2, g2, b2, a2)):
            return .color(r: r1 + r2, g: g1 + g2, b: b1 + b2, a: a1 + a2)
        case let (.list(p), .list(q)) where p.count == q.count: return .list(zip(p, q).map { add($0, $1) })
        default: return b
        }
    }

    /// Component-wise difference `a - b`; transforms use `a · b⁻¹`.
    static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x - y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x - q.origin.x, y: p.origin.y - q.origin.y,
                                width: p.size.width - q.size.width, height: p.size.height - q.size.height))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(p, CATransform3DInvert(q)))
        case let (.color(r1, g1, b1, a1), .color(r2, g2, b2, a2)):
            return .color(r: r1 - r2, g: g1 - g2, b: b1 - b2, a: a1 - a2)
        case let (.list(p), .list(q)) where p.count == q.count: return .list(zip(p, q).map { subtract($0, $1) })
        default: return a
        }
    }

    /// Euclidean distance, for paced keyframes.
    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        func h(_ xs: [CGFloat]) -> Double { Double(xs.reduce(0) { $0 + $1 * $1 }.squareRoot()) }
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return abs(x - y)
        case let (.point(p), .point(q)): return h([p.x - q.x, p.y - q.y])
        case let (.size(p), .size(q)): return h([p.width - q.width, p.height - q.height])
        case let (.rect(p), .rect(q)):
            return h([p.origin.x - q.origin.x, p.origin.y - q.origin.y,
                      p.size.width - q.size.width, p.size.height - q.size.height])
        case let (.transform(p), .transform(q)):
            let e1 = p.elements, e2 = q.elements
            return h((0..<16).map { e1[$0] - e2[$0] })
        case let (.color(r1, g1, b1, a1), .color(r2, g2, b2, a2)):
            return h([CGFloat(r1 - r2), CGFloat(g1 - g2), CGFloat(b1 - b2), CGFloat(a1 - a2)])
        case let (.list(p), .list(q)) where p.count == q.count:
            return zip(p, q).reduce(0) { $0 + distance($1.0, $1.1) * distance($1.0, $1.1) }.squareRoot()
        default: return 0
        }
    }

    /// `a·w0 + b·w1 + c·w2 + d·w3` component-wise, for Catmull-Rom (not for transforms).
    static func combine(_ v: [AnimatableValue], _ w: [Double]) -> AnimatableValue {
        var acc = v[0].scaled(w[0])
        for i in 1..<v.count { acc = add(acc, v[i].scaled(w[i])) }
        return acc
    }

    func scaled(_ s: Double) -> AnimatableValue {
        let f = CGFloat(s)
        switch self {
        case .scalar(let x): return .scalar(x * s)
        case .point(let p): return .point(CGPoint(x: p.x * f, y: p.y * f))
        case .size(let p): return .size(CGSize(width: p.width * f, height: p.height * f))
        case .rect(let p): return .rect(CGRect(x: p.origin.x * f, y: p.origin.y * f, width: p.size.width * f, height: p.size.height * f))
        case .transform(let t): return .transform(CATransform3D(elements: t.elements.map { $0 * f }))
        case let .color(r, g, b, a): return .color(r: r * s, g: g * s, b: b * s, a: a * s)
        case .path: return self
        case .list(let l): return .list(l.map { $0.scaled(s) })
        }
    }
}
