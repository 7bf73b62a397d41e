import Foundation

extension CGContext {
    /// How painting combines with the bitmap from now on (`setBlendMode(_:)`),
    /// saved and restored with the graphics state.
    public func setBlendMode(_ mode: CGBlendMode) {
        switch mode {
        case .hue, .saturation, .color, .luminosity:
            Log.quartzCore.warning("CGContext.setBlendMode: \(mode) is not supported; drawing as .normal")
            state.blendMode = .normal
        default:
            state.blendMode = mode
        }
    }

    /// The pixel at `index` after painting premultiplied `source` over it
    /// with `coverage` (already times the alpha) in a non-normal mode: the
    /// mode's result, mixed with the old pixel by the coverage.
    func blend(_ index: Int, _ s: SIMD4<Float>, coverage k: Float, mode: CGBlendMode) {
        let i = 4 * index
        let d = SIMD4(buffer[i], buffer[i + 1], buffer[i + 2], buffer[i + 3])
        let sa = s.w, da = d.w
        var r: SIMD4<Float>
        switch mode {
        case .clear: r = .zero
        case .copy: r = s
        case .sourceIn: r = s * da
        case .sourceOut: r = s * (1 - da)
        case .sourceAtop: r = s * da + d * (1 - sa)
        case .destinationOver: r = s * (1 - da) + d
        case .destinationIn: r = d * sa
        case .destinationOut: r = d * (1 - sa)
        case .destinationAtop: r = s * (1 - da) + d * sa
        case .xor: r = s * (1 - da) + d * (1 - sa)
        case .plusLighter: r = SIMD4(min(1, s.x + d.x), min(1, s.y + d.y), min(1, s.z + d.z), min(1, s.w + d.w))
        case .plusDarker:
            r = SIMD4(max(0, s.x + d.x - 1), max(0, s.y + d.y - 1), max(0, s.z + d.z - 1), min(1, s.w + d.w))
        default:
            // Separable: Co = (1 − Da)·Sc + (1 − Sa)·Dc + Sa·Da·B(Sc/Sa, Dc/Da).
            func channel(_ sc: Float, _ dc: Float) -> Float {
                let cs = sa > 0 ? sc / sa : 0, cb = da > 0 ? dc / da : 0
                return (1 - da) * sc + (1 - sa) * dc + sa * da * Self.separable(mode, cs, cb)
            }
            r = SIMD4(channel(s.x, d.x), channel(s.y, d.y), channel(s.z, d.z), sa + da - sa * da)
        }
        let out = d + (r - d) * k
        buffer[i] = out.x; buffer[i + 1] = out.y; buffer[i + 2] = out.z; buffer[i + 3] = out.w
    }

    /// The W3C separable blend functions of unpremultiplied source `cs` and backdrop `cb`.
    static func separable(_ mode: CGBlendMode, _ cs: Float, _ cb: Float) -> Float {
        func hardLight(_ cs: Float, _ cb: Float) -> Float {
            cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
        }
        switch mode {
        case .multiply: return cs * cb
        case .screen: return cs + cb - cs * cb
        case .overlay: return hardLight(cb, cs)
        case .darken: return min(cs, cb)
        case .lighten: return max(cs, cb)
        case .colorDodge: return cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return hardLight(cs, cb)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dcb = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dcb - cb)
        case .difference: return abs(cs - cb)
        case .exclusion: return cs + cb - 2 * cs * cb
        default: return cs
        }
    }
}
