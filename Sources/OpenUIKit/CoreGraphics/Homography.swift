import Foundation

/// 3 × 3 projective matrices in row-vector form (`(x, y, 1) · H`), stored row by row.
enum Homography {
    static func multiply(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
        var r = [CGFloat](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 { r[3 * i + j] = a[3 * i] * b[j] + a[3 * i + 1] * b[3 + j] + a[3 * i + 2] * b[6 + j] }
        }
        return r
    }

    /// The inverse, nil when the matrix is singular or not finite.
    static func inverse(_ m: [CGFloat]) -> [CGFloat]? {
        let c00 = m[4] * m[8] - m[5] * m[7], c01 = m[5] * m[6] - m[3] * m[8], c02 = m[3] * m[7] - m[4] * m[6]
        let det = m[0] * c00 + m[1] * c01 + m[2] * c02
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let r: [CGFloat] = [
            c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ].map { $0 / det }
        return r.allSatisfy(\.isFinite) ? r : nil
    }
}
