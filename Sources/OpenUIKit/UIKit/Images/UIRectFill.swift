import Foundation

/// Fills `rect` in the current context with the fill colour, replacing what
/// is there (`UIRectFill` uses the `.copy` blend mode).
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Fills `rect` with the fill colour, blended by `blendMode`.
@preconcurrency @MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the fill colour (`UIRectFrame`, `.copy` blending).
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) { UIRectFrameUsingBlendMode(rect, .copy) }

/// Draws a one-point frame just inside `rect`, blended by `blendMode`.
@preconcurrency @MainActor
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.saveGState()
    context.setBlendMode(blendMode)
    let bars = [CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
                CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(r.height - 2, 0)),
                CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(r.height - 2, 0))]
    for bar in bars where bar.width > 0 && bar.height > 0 { context.fill(bar) }
    context.restoreGState()
}
