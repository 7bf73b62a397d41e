import Foundation

/// A 4×4 homogeneous transform (`CATransform3D`).
///
/// Points are row vectors multiplied on the left, as in Core Animation:
/// `[x y z 1] · M`. The translation lives in `m41...m43`; perspective is
/// conventionally introduced through `m34` (for example `-1/500`).
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as `CATransform3D()` is in Swift on Apple platforms.
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Row-major elements `[m11, m12, ..., m44]`.
    var elements: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    init(elements e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3],
                  m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11],
                  m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// True when every element is finite.
    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// True when every element has the same bit pattern as in `other`
    /// (stricter than `==`: distinguishes 0 from -0, equates identical NaNs).
    func isBitwiseEqual(to o: CATransform3D) -> Bool {
        m11.bitPattern == o.m11.bitPattern && m12.bitPattern == o.m12.bitPattern
            && m13.bitPattern == o.m13.bitPattern && m14.bitPattern == o.m14.bitPattern
            && m21.bitPattern == o.m21.bitPattern && m22.bitPattern == o.m22.bitPattern
            && m23.bitPattern == o.m23.bitPattern && m24.bitPattern == o.m24.bitPattern
            && m31.bitPattern == o.m31.bitPattern && m32.bitPattern == o.m32.bitPattern
            && m33.bitPattern == o.m33.bitPattern && m34.bitPattern == o.m34.bitPattern
            && m41.bitPattern == o.m41.bitPattern && m42.bitPattern == o.m42.bitPattern
            && m43.bitPattern == o.m43.bitPattern && m44.bitPattern == o.m44.bitPattern
    }

    public var description: String {
        "CATransform3D([\(m11), \(m12), \(m13), \(m14)], [\(m21), \(m22), \(m23), \(m24)], "
            + "[\(m31), \(m32), \(m33), \(m34)], [\(m41), \(m42), \(m43), \(m44)])"
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `[tx ty tz]` translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// `[sx sy sz]` scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation of `angle` radians about the vector `(x, y, z)`. A zero-length
/// axis gives the identity, as Core Animation does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
        m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
        m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a · b`: applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// Translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when it has no inverse (Core Animation's rule).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    Matrix4.inverse(of: t) ?? t
}

/// The 3-D transform equivalent to an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// True when `t` can be represented exactly by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (meaningful when `CATransform3DIsAffine(t)`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// General 4×4 helpers shared by the engine and the renderer.
enum Matrix4 {
    /// Gauss–Jordan inverse with partial pivoting; nil for a singular matrix.
    static func inverse(of t: CATransform3D) -> CATransform3D? {
        var m = t.elements
        var inv = CATransform3DIdentity.elements
        for col in 0..<4 {
            var pivot = col
            for row in (col + 1)..<4 where abs(m[row * 4 + col]) > abs(m[pivot * 4 + col]) { pivot = row }
            let p = m[pivot * 4 + col]
            guard abs(p) > 1e-12, p.isFinite else { return nil }
            if pivot != col {
                for k in 0..<4 {
                    m.swapAt(col * 4 + k, pivot * 4 + k)
                    inv.swapAt(col * 4 + k, pivot * 4 + k)
                }
            }
            for k in 0..<4 { m[col * 4 + k] /= p; inv[col * 4 + k] /= p }
            for row in 0..<4 where row != col {
                let f = m[row * 4 + col]
                if f == 0 { continue }
                for k in 0..<4 {
                    m[row * 4 + k] -= f * m[col * 4 + k]
                    inv[row * 4 + k] -= f * inv[col * 4 + k]
                }
            }
        }
        return CATransform3D(elements: inv)
    }

    /// `[x y z w] · t`.
    static func transform(_ v: (CGFloat, CGFloat, CGFloat, CGFloat), by t: CATransform3D)
        -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let (x, y, z, w) = v
        return (x * t.m11 + y * t.m21 + z * t.m31 + w * t.m41,
                x * t.m12 + y * t.m22 + z * t.m32 + w * t.m42,
                x * t.m13 + y * t.m23 + z * t.m33 + w * t.m43,
                x * t.m14 + y * t.m24 + z * t.m34 + w * t.m44)
    }

    /// Maps a 2-D point through `t` with the perspective divide.
    static func project(_ p: CGPoint, by t: CATransform3D) -> CGPoint {
        let (x, y, _, w) = transform((p.x, p.y, 0, 1), by: t)
        guard w != 0 else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }
}

extension CATransform3D {
    /// `CATransform3DConcat(self, other)`.
    func concat(_ other: CATransform3D) -> CATransform3D { CATransform3DConcat(self, other) }
}
