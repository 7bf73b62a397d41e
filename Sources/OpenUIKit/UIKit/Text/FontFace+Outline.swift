@_implementationOnly import CFreeType
import Foundation

extension FontFace {
    /// The outline of `glyph` as a path in font units (y up, origin at the pen
    /// position on the baseline), decomposed by FreeType from the unhinted,
    /// unscaled glyph; nil when the glyph cannot be loaded. Cached per glyph.
    /// Used where text is drawn on the CPU (`CALayer.render(in:)`).
    func outline(of glyph: UInt32) -> CGPath? {
        Self.lock.lock(); defer { Self.lock.unlock() }
        if let cached = outlines[glyph] { return cached }
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0,
              face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        let path = CGMutablePath()
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            guard let to, let user else { return 1 }
            let path = Unmanaged<CGMutablePath>.fromOpaque(user).takeUnretainedValue()
            if !path.isEmpty { path.closeSubpath() }
            path.move(to: CGPoint(x: CGFloat(to.pointee.x), y: CGFloat(to.pointee.y)))
            return 0
        }
        funcs.line_to = { to, user in
            guard let to, let user else { return 1 }
            Unmanaged<CGMutablePath>.fromOpaque(user).takeUnretainedValue()
                .addLine(to: CGPoint(x: CGFloat(to.pointee.x), y: CGFloat(to.pointee.y)))
            return 0
        }
        funcs.conic_to = { control, to, user in
            guard let control, let to, let user else { return 1 }
            Unmanaged<CGMutablePath>.fromOpaque(user).takeUnretainedValue()
                .addQuadCurve(to: CGPoint(x: CGFloat(to.pointee.x), y: CGFloat(to.pointee.y)),
                              control: CGPoint(x: CGFloat(control.pointee.x), y: CGFloat(control.pointee.y)))
            return 0
        }
        funcs.cubic_to = { c1, c2, to, user in
            guard let c1, let c2, let to, let user else { return 1 }
            Unmanaged<CGMutablePath>.fromOpaque(user).takeUnretainedValue()
                .addCurve(to: CGPoint(x: CGFloat(to.pointee.x), y: CGFloat(to.pointee.y)),
                          control1: CGPoint(x: CGFloat(c1.pointee.x), y: CGFloat(c1.pointee.y)),
                          control2: CGPoint(x: CGFloat(c2.pointee.x), y: CGFloat(c2.pointee.y)))
            return 0
        }
        let user = Unmanaged.passUnretained(path).toOpaque()
        let error = withExtendedLifetime(path) {
            FT_Outline_Decompose(&face.pointee.glyph.pointee.outline, &funcs, user)
        }
        guard error == 0 else { return nil }
        if !path.isEmpty { path.closeSubpath() }
        outlines[glyph] = path
        return path
    }
}
