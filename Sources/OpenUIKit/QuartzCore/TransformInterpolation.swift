import Foundation

/// Interpolation and key-path component access for `CATransform3D`, as Core
/// Animation performs them.
///
/// Core Animation does not interpolate transform matrices element by element
/// (which would shrink a rotating layer through its midpoint). It decomposes
/// both matrices into translation, scale, skew, perspective and a rotation
/// quaternion — the classic "unmatrix" of Graphics Gems II, as specified in
/// W3C CSS Transforms Level 2, "Decomposing a 3D matrix" — interpolates the
/// parts (linearly, the quaternion by spherical linear interpolation along the
/// shorter arc) and recomposes them. A rotation of 90° about y therefore passes
/// through exactly 45° at its midpoint.
///
/// `CATransform3D` uses row vectors (`p' = p · M`): translation lives in
/// `m41...m43` and perspective in the fourth column (`m14`, `m24`, `m34`), so
/// the decomposition below works on rows where the CSS text's column-vector
/// pictures speak of columns. In row-vector order a matrix is rebuilt as
///
///     M = Scale · Skew · Rotation · Translation · Perspective
///
/// (a point is scaled first and projected last). The one departure from the
/// CSS text is that the matrix is not normalised by m44 first (see
/// `Decomposed.init`).
enum TransformInterpolation {
    /// The transform `t` of the way from `a` to `b` (t may leave 0...1, as it
    /// does under a spring; the parts then extrapolate). When either matrix
    /// cannot be decomposed (m44 = 0, a singular upper 3×3, non-finite
    /// elements) the matrices are interpolated element-wise instead, as the CSS
    /// specification prescribes.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        if t == 0 { return a }
        if t == 1 { return b }
        guard let da = Decomposed(a), let db = Decomposed(b) else {
            let ea = a.elements, eb = b.elements
            return CATransform3D(elements: (0..<16).map { ea[$0] + (eb[$0] - ea[$0]) * t })
        }
        return Decomposed.interpolate(da, db, Double(t)).matrix
    }

    /// The decompositions of one (from, to) pair of matrices, kept by an
    /// animation so that per-frame interpolation skips decomposing. Valid
    /// only for matrices bit-for-bit equal to `a` and `b`.
    /// A class so that animations not interpolating transforms stay small.
    final class PairCache {
        // The decompositions first: every in-between frame reads them, the
        // matrices only at the ends (so only the front is prefetched).
        let da: Decomposed?, db: Decomposed?
        let a: CATransform3D, b: CATransform3D

        init(_ a: CATransform3D, _ b: CATransform3D) {
            self.a = a; self.b = b
            da = Decomposed(a)
            db = da == nil ? nil : Decomposed(b)
        }

        /// The bytes an in-between frame reads (header and decompositions), for prefetching.
        static let bytes = 16 + 2 * MemoryLayout<Decomposed?>.stride

        /// The whole object: header, decompositions and both matrices.
        static let allBytes = bytes + 2 * MemoryLayout<CATransform3D>.stride

        func matches(_ x: CATransform3D, _ y: CATransform3D) -> Bool {
            a.isBitwiseEqual(to: x) && b.isBitwiseEqual(to: y)
        }

        /// True when the unretained `pair` ends at `y` (nonisolated: its
        /// closure then runs without an executor check).
        @inline(__always)
        static func ends(_ pair: Unmanaged<PairCache>, at y: CATransform3D) -> Bool {
            pair._withUnsafeGuaranteedRef { $0.b.isBitwiseEqual(to: y) }
        }
    }

    /// `interpolate(a, b, t)`, reusing (and refreshing) the decompositions in
    /// `cache`. The result is identical to the uncached call.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat,
                            cache: inout PairCache?) -> CATransform3D {
        if t == 0 { return a }
        if t == 1 { return b }
        let entry: PairCache
        if let cached = cache, cached.matches(a, b) {
            entry = cached
        } else {
            entry = PairCache(a, b)
            cache = entry
        }
        guard let da = entry.da, let db = entry.db else {
            let ea = a.elements, eb = b.elements
            return CATransform3D(elements: (0..<16).map { ea[$0] + (eb[$0] - ea[$0]) * t })
        }
        return Decomposed.interpolate(da, db, Double(t)).matrix
    }

    /// `interpolate(_:_:)` on an unretained pair (kept alive by its owner):
    /// no retain, and, outside any actor, no executor check on the closure.
    static func interpolate(_ pair: Unmanaged<PairCache>, _ t: CGFloat) -> CATransform3D {
        pair._withUnsafeGuaranteedRef { interpolate($0, t) }
    }

    /// `interpolate(pair.a, pair.b, t)` with the pair's decompositions
    /// (identical to the uncached call).
    static func interpolate(_ pair: PairCache, _ t: CGFloat) -> CATransform3D {
        if t == 0 { return pair.a }
        if t == 1 { return pair.b }
        guard let da = pair.da, let db = pair.db else {
            let ea = pair.a.elements, eb = pair.b.elements
            return CATransform3D(elements: (0..<16).map { ea[$0] + (eb[$0] - ea[$0]) * t })
        }
        return Decomposed.interpolate(da, db, Double(t)).matrix
    }

    // MARK: Key-path components

    /// The value of a transform component for a Core Animation key path
    /// relative to `transform` (`"transform.rotation.z"` → `"rotation.z"`).
    ///
    /// - `rotation.x`, `rotation.y`, `rotation.z` (and `rotation`, which is
    ///   `rotation.z`): radians. A rotation about a single principal axis
    ///   reads back its angle in −π...π on that axis and 0 on the others; a
    ///   general rotation is split into Euler angles applied in the order x,
    ///   then y, then z (`Rx · Ry · Rz` in row-vector order), with y in
    ///   −π/2...π/2.
    /// - `scale.x`, `scale.y`, `scale.z`, and `scale`, which is the average of
    ///   the three, as Core Animation documents.
    /// - `translation.x`, `translation.y`, `translation.z`.
    ///
    /// `translation` (a size, not a scalar) and unknown keys give nil, as does
    /// a matrix with m44 = 0. Singular matrices (a zero scale) are accepted:
    /// the collapsed axes read as scale 0.
    static func component(_ key: String, of t: CATransform3D) -> CGFloat? {
        Component(key).flatMap { component($0, of: t) }
    }

    /// `component(_:of:)` for a parsed component.
    static func component(_ part: Component, of t: CATransform3D) -> CGFloat? {
        guard let d = Decomposed(t, allowingSingular: true) else { return nil }
        switch part {
        case .rotation(let axis): return CGFloat(d.rotationAngles()[axis])
        case .scale(let axis): return CGFloat(d.scale[axis])
        case .uniformScale: return CGFloat((d.scale.x + d.scale.y + d.scale.z) / 3)
        case .translation(let axis): return CGFloat(d.translation[axis])
        }
    }

    /// `t` with one component replaced, as setting
    /// `"transform.<key>"` through key-value coding does in Core Animation.
    ///
    /// - Setting a rotation rebuilds the transform as
    ///   `Scale · Rotation(value about that axis) · Translation` in row-vector
    ///   order (`translation · rotation · scale` in column notation), keeping
    ///   translation and scale from the decomposition. Any other rotation,
    ///   skew and perspective of `t` are dropped: this is Core Animation's
    ///   value-function behaviour for a transform that is otherwise unrotated.
    /// - Setting a scale (`scale` sets all three axes) or a translation
    ///   replaces that part of the decomposition and recomposes, keeping
    ///   rotation, skew and perspective.
    ///
    /// Returns nil for `translation`, unknown keys, non-finite values, and a
    /// matrix with m44 = 0 or a singular perspective part.
    static func setting(_ key: String, to value: CGFloat, in t: CATransform3D) -> CATransform3D? {
        Component(key).flatMap { setting($0, to: value, in: t) }
    }

    /// `setting(_:to:in:)` for a parsed component.
    static func setting(_ part: Component, to value: CGFloat, in t: CATransform3D) -> CATransform3D? {
        guard value.isFinite,
              var d = Decomposed(t, allowingSingular: true) else { return nil }
        let v = Double(value)
        switch part {
        case .rotation(let axis):
            var axisVector = SIMD3<Double>(0, 0, 0)
            axisVector[axis] = 1
            let rotation = CATransform3DMakeRotation(value, CGFloat(axisVector.x), CGFloat(axisVector.y),
                                                     CGFloat(axisVector.z))
            let scale = CATransform3DMakeScale(CGFloat(d.scale.x), CGFloat(d.scale.y), CGFloat(d.scale.z))
            let translation = CATransform3DMakeTranslation(CGFloat(d.translation.x), CGFloat(d.translation.y),
                                                           CGFloat(d.translation.z))
            return scale.concat(rotation).concat(translation)
        case .scale(let axis): d.scale[axis] = v
        case .uniformScale: d.scale = SIMD3(repeating: v)
        case .translation(let axis): d.translation[axis] = v
        }
        return d.matrix
    }

    /// A scalar transform component named by a key path.
    enum Component: Hashable, Sendable {
        case rotation(Int), scale(Int), uniformScale, translation(Int)

        init?(_ key: String) {
            switch key {
            case "rotation.x": self = .rotation(0)
            case "rotation.y": self = .rotation(1)
            case "rotation.z", "rotation": self = .rotation(2)
            case "scale.x": self = .scale(0)
            case "scale.y": self = .scale(1)
            case "scale.z": self = .scale(2)
            case "scale": self = .uniformScale
            case "translation.x": self = .translation(0)
            case "translation.y": self = .translation(1)
            case "translation.z": self = .translation(2)
            default: return nil
            }
        }
    }

    // MARK: Decomposition

    /// A transform split into its parts (row-vector conventions, see above).
    struct Decomposed: Equatable {
        var translation: SIMD3<Double>
        var scale: SIMD3<Double>
        /// Shear factors xy, xz, yz.
        var skew: SIMD3<Double>
        /// The fourth column of the perspective matrix (m14, m24, m34, m44).
        var perspective: SIMD4<Double>
        /// Unit quaternion (x, y, z, w), w ≥ 0 not guaranteed.
        var quaternion: SIMD4<Double>

        /// Decomposes `t`, or returns nil when it cannot be decomposed: a
        /// non-finite element, m44 = 0, a singular upper 3×3 (unless
        /// `allowingSingular`, which reads collapsed axes as scale 0 with an
        /// arbitrary orthonormal completion of the rotation), or a singular
        /// matrix with perspective.
        init?(_ t: CATransform3D, allowingSingular: Bool = false) {
            // Unlike the CSS text, the matrix is not first divided by m44: the
            // factorisation M = N · P below holds without it, and keeping the
            // elements as given makes a translation applied before a
            // perspective (`CATransform3DTranslate(p, …)`) read back unchanged.
            // Both choices describe the same projective transform.
            let e = t.elements.map { Double($0) }
            guard e.allSatisfy(\.isFinite), e[15] != 0 else { return nil }

            // Rows of the upper 3×3 and the translation row.
            var rows = [SIMD3(e[0], e[1], e[2]), SIMD3(e[4], e[5], e[6]), SIMD3(e[8], e[9], e[10])]
            translation = SIMD3(e[12], e[13], e[14])

            let determinant = Self.dot(rows[0], Self.cross(rows[1], rows[2]))
            if determinant == 0 && !allowingSingular { return nil }

            // Perspective: M = N · P, where N is M with its fourth column set to
            // (0, 0, 0, 1) and P the identity with fourth column p; p = N⁻¹ · c4.
            if e[3] != 0 || e[7] != 0 || e[11] != 0 {
                var n = e
                n[3] = 0; n[7] = 0; n[11] = 0; n[15] = 1
                guard let inv = Matrix4.inverse(of: CATransform3D(elements: n.map { CGFloat($0) })) else { return nil }
                let ie = inv.elements.map { Double($0) }
                let c4 = SIMD4(e[3], e[7], e[11], e[15])
                perspective = SIMD4((0..<4).map { i in
                    (0..<4).reduce(0.0) { $0 + ie[i * 4 + $1] * c4[$1] }
                })
            } else {
                // N⁻¹ · (0, 0, 0, m44) = (0, 0, 0, m44) for an affine N.
                perspective = SIMD4(0, 0, 0, e[15])
            }

            // Scale and skew by Gram–Schmidt on the rows.
            var scale = SIMD3<Double>(0, 0, 0), skew = SIMD3<Double>(0, 0, 0)
            let tiny = 1e-12
            scale.x = Self.length(rows[0])
            if scale.x > tiny {
                rows[0] /= scale.x
            } else if allowingSingular {
                scale.x = 0; rows[0] = SIMD3(1, 0, 0)
            } else { return nil }

            skew.x = Self.dot(rows[0], rows[1])
            rows[1] -= skew.x * rows[0]
            scale.y = Self.length(rows[1])
            if scale.y > tiny {
                rows[1] /= scale.y
                skew.x /= scale.y
            } else if allowingSingular {
                scale.y = 0; skew.x = 0; rows[1] = Self.orthogonalUnit(to: rows[0])
            } else { return nil }

            skew.y = Self.dot(rows[0], rows[2])
            rows[2] -= skew.y * rows[0]
            skew.z = Self.dot(rows[1], rows[2])
            rows[2] -= skew.z * rows[1]
            scale.z = Self.length(rows[2])
            if scale.z > tiny {
                rows[2] /= scale.z
                skew.y /= scale.z
                skew.z /= scale.z
            } else if allowingSingular {
                scale.z = 0; skew.y = 0; skew.z = 0; rows[2] = Self.cross(rows[0], rows[1])
            } else { return nil }

            // A coordinate-system flip (negative determinant) is folded into
            // the scale so that the rows form a proper rotation.
            if Self.dot(rows[0], Self.cross(rows[1], rows[2])) < 0 {
                scale = -scale
                rows = rows.map { -$0 }
            }
            self.scale = scale
            self.skew = skew
            quaternion = Self.quaternion(fromRows: rows)
        }

        init(translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>,
             perspective: SIMD4<Double>, quaternion: SIMD4<Double>) {
            self.translation = translation; self.scale = scale; self.skew = skew
            self.perspective = perspective; self.quaternion = quaternion
        }

        /// Recomposes `Scale · Skew · Rotation · Translation · Perspective`.
        var matrix: CATransform3D {
            let (r0, r1, r2) = Self.rowTriple(fromQuaternion: quaternion)
            // Rows of Scale · Skew · Rotation; skew rows are (1,0,0),
            // (xy,1,0), (xz,yz,1).
            let a0 = scale.x * r0
            let a1 = scale.y * (skew.x * r0 + r1)
            let a2 = scale.z * (skew.y * r0 + skew.z * r1 + r2)
            let p = SIMD3(perspective.x, perspective.y, perspective.z)
            return CATransform3D(
                m11: CGFloat(a0.x), m12: CGFloat(a0.y), m13: CGFloat(a0.z), m14: CGFloat(Self.dot(a0, p)),
                m21: CGFloat(a1.x), m22: CGFloat(a1.y), m23: CGFloat(a1.z), m24: CGFloat(Self.dot(a1, p)),
                m31: CGFloat(a2.x), m32: CGFloat(a2.y), m33: CGFloat(a2.z), m34: CGFloat(Self.dot(a2, p)),
                m41: CGFloat(translation.x), m42: CGFloat(translation.y), m43: CGFloat(translation.z),
                m44: CGFloat(Self.dot(translation, p) + perspective.w))
        }

        /// Linear interpolation of every part except the quaternion, which is
        /// slerped along the shorter arc.
        static func interpolate(_ a: Decomposed, _ b: Decomposed, _ t: Double) -> Decomposed {
            Decomposed(translation: a.translation + (b.translation - a.translation) * t,
                       scale: a.scale + (b.scale - a.scale) * t,
                       skew: a.skew + (b.skew - a.skew) * t,
                       perspective: a.perspective + (b.perspective - a.perspective) * t,
                       quaternion: slerp(a.quaternion, b.quaternion, t))
        }

        /// Spherical linear interpolation of unit quaternions, shorter arc.
        static func slerp(_ qa: SIMD4<Double>, _ qb: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
            var qb = qb
            var cosine = (qa * qb).sum()
            if cosine < 0 { qb = -qb; cosine = -cosine }
            let result: SIMD4<Double>
            if cosine > 1 - 1e-12 {
                result = qa + (qb - qa) * t
            } else {
                let theta = acos(min(cosine, 1)), s = sin(theta)
                result = qa * (sin((1 - t) * theta) / s) + qb * (sin(t * theta) / s)
            }
            let norm = (result * result).sum().squareRoot()
            return norm > 0 ? result / norm : SIMD4(0, 0, 0, 1)
        }

        /// Rotation angles (x, y, z) in radians; see `component(_:of:)`.
        func rotationAngles() -> SIMD3<Double> {
            var q = quaternion
            if q.w < 0 { q = -q }
            let (x, y, z, w) = (q.x, q.y, q.z, q.w)
            let tolerance = 1e-12
            // A rotation about one principal axis reads back exactly.
            if abs(y) <= tolerance && abs(z) <= tolerance { return SIMD3(2 * atan2(x, w), 0, 0) }
            if abs(x) <= tolerance && abs(z) <= tolerance { return SIMD3(0, 2 * atan2(y, w), 0) }
            if abs(x) <= tolerance && abs(y) <= tolerance { return SIMD3(0, 0, 2 * atan2(z, w)) }
            // Euler angles for "x first, then y, then z" (Rz·Ry·Rx in
            // column-vector form).
            let ax = atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y))
            let ay = asin(min(max(2 * (w * y - z * x), -1), 1))
            let az = atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z))
            return SIMD3(ax, ay, az)
        }

        // MARK: Rotation helpers

        /// The quaternion of a proper rotation given by its rows (row-vector
        /// matrix R; the column-vector matrix is Rᵀ). Shepperd's method.
        static func quaternion(fromRows r: [SIMD3<Double>]) -> SIMD4<Double> {
            // c(i, j) is the column-vector matrix element (Rᵀ)[i][j].
            func c(_ i: Int, _ j: Int) -> Double { r[j][i] }
            let trace = c(0, 0) + c(1, 1) + c(2, 2)
            var q: SIMD4<Double>
            if trace > 0 {
                let s = (trace + 1).squareRoot() * 2
                q = SIMD4((c(2, 1) - c(1, 2)) / s, (c(0, 2) - c(2, 0)) / s, (c(1, 0) - c(0, 1)) / s, s / 4)
            } else if c(0, 0) > c(1, 1) && c(0, 0) > c(2, 2) {
                let s = max(1 + c(0, 0) - c(1, 1) - c(2, 2), 0).squareRoot() * 2
                q = SIMD4(s / 4, (c(0, 1) + c(1, 0)) / s, (c(0, 2) + c(2, 0)) / s, (c(2, 1) - c(1, 2)) / s)
            } else if c(1, 1) > c(2, 2) {
                let s = max(1 + c(1, 1) - c(0, 0) - c(2, 2), 0).squareRoot() * 2
                q = SIMD4((c(0, 1) + c(1, 0)) / s, s / 4, (c(1, 2) + c(2, 1)) / s, (c(0, 2) - c(2, 0)) / s)
            } else {
                let s = max(1 + c(2, 2) - c(0, 0) - c(1, 1), 0).squareRoot() * 2
                q = SIMD4((c(0, 2) + c(2, 0)) / s, (c(1, 2) + c(2, 1)) / s, s / 4, (c(1, 0) - c(0, 1)) / s)
            }
            let norm = (q * q).sum().squareRoot()
            return norm > 0 && norm.isFinite ? q / norm : SIMD4(0, 0, 0, 1)
        }

        /// The rows of the row-vector rotation matrix of a unit quaternion.
        @inline(__always)
        static func rowTriple(fromQuaternion q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
            let (x, y, z, w) = (q.x, q.y, q.z, q.w)
            // Row i of R is column i of the column-vector matrix.
            return (
                SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
            )
        }

        static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
        static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
        static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        }

        /// A unit vector orthogonal to the unit vector `u`.
        static func orthogonalUnit(to u: SIMD3<Double>) -> SIMD3<Double> {
            // Start from the basis vector least aligned with u.
            let magnitudes = SIMD3(abs(u.x), abs(u.y), abs(u.z))
            var basis = SIMD3<Double>(0, 0, 0)
            if magnitudes.x <= magnitudes.y && magnitudes.x <= magnitudes.z { basis.x = 1 }
            else if magnitudes.y <= magnitudes.z { basis.y = 1 } else { basis.z = 1 }
            let v = basis - dot(basis, u) * u
            return v / length(v)
        }
    }
}

