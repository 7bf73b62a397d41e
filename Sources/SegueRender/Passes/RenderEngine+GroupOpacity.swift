import CEGL
import Foundation
import OpenUIKit

/// Group opacity: offscreen targets limited to a subtree's screen extent, and pixel-rectangle drawing.
extension RenderEngine {
    struct GroupState {
        var target: RenderTarget
        var region: PixelRegion
        var savedStencilDepth: Int
        var savedCutCorners: [PixelRegion]?
    }

    /// The pixels a group-opacity subtree can touch: the whole target when
    /// unbounded, empty when it draws nothing.
    func groupRegion(of index: Int, matrix: CATransform3D) -> PixelRegion {
        let whole = PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        guard let bounds = SubtreeExtent.windowBounds(of: index, in: tree, structure: structure, matrix: matrix, tight: true)
        else { return whole }
        return PixelRegion.covering(bounds, scale: scale, margin: 2, width: pixelWidth, height: pixelHeight)
    }

    /// Restricts drawing to `region` (nil: no restriction).
    func setScissor(_ region: PixelRegion?) {
        if let r = region {
            gl.enable(GLenum(GL_SCISSOR_TEST))
            gl.scissor(GLint(r.x), GLint(r.y), GLsizei(r.width), GLsizei(r.height))
        } else {
            gl.disable(GLenum(GL_SCISSOR_TEST))
        }
    }

    /// Starts drawing into an offscreen target the size of the output, cleared
    /// and scissored to `region`; nil (draw directly, with per-layer opacity)
    /// when the memory budget forbids another target.
    func pushGroupTarget(region: PixelRegion) -> GroupState? {
        let level = targets.count - 1 - clipTargetsInUse // group targets in use (clip targets are counted apart)
        if level >= groupTargets.count {
            let main = targets[0]
            guard targetBytes + main.byteCount + atlas.byteCount <= textureBudgetBytes,
                  let target = try? RenderTarget.make(gl: gl, width: main.width, height: main.height, samples: samples)
            else {
                warnOnce("SegueRender: no memory for another group-opacity target (nesting level \(level + 1)); "
                         + "drawing that subtree without group opacity")
                return nil
            }
            groupTargets.append(target)
        }
        let target = groupTargets[level]
        return enterOffscreen(target, region: region)
    }

    /// Resolves the group and composites its region onto the enclosing target with `opacity`.
    func popGroupTarget(_ state: GroupState, opacity: Double) {
        state.target.resolve(region: state.region)
        returnToEnclosingTarget(from: state)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), state.target.resolvedTexture)
        drawPixels(state.region, uniforms: DrawUniforms(mode: .plainTexture, color: (0, 0, 0, Float(opacity))))
    }

    /// Makes the target below `state`'s the drawing target again, with its scissor and clip depth.
    func returnToEnclosingTarget(from state: GroupState) {
        restoreDrawingState()
        targets.removeLast()
        regions.removeLast()
        setScissor(regions.last ?? nil)
        targets[targets.count - 1].bindForDrawing()
        stencilDepth = state.savedStencilDepth
        cutCorners = state.savedCutCorners
        applyStencil()
    }

    /// Draws the pixel rectangle `region` of the current (output-sized) target,
    /// sampling the bound texture (an output-sized target's, bilinear) at the same
    /// pixels moved back by `offset`.
    ///
    /// With a whole-pixel offset every fragment samples a texel's centre, where the
    /// bilinear filter returns that texel: the draw samples with the nearest filter
    /// instead, the same values at a quarter of llvmpipe's texel fetches.
    func drawPixels(_ region: PixelRegion, offset: (x: CGFloat, y: CGFloat) = (0, 0), uniforms: DrawUniforms) {
        let w = CGFloat(pixelWidth), h = CGFloat(pixelHeight)
        let texelCentres = offset.x == offset.x.rounded() && offset.y == offset.y.rounded()
        if texelCentres { setTextureFilter(GL_NEAREST) }
        drawRect(region, targetWidth: pixelWidth, targetHeight: pixelHeight,
                 uv: CGRect(x: (CGFloat(region.x) - offset.x) / w, y: (CGFloat(region.y) - offset.y) / h,
                            width: CGFloat(region.width) / w, height: CGFloat(region.height) / h),
                 uniforms: uniforms)
        if texelCentres { setTextureFilter(GL_LINEAR) }
    }

    /// Sets the bound texture's minification and magnification filters to `filter`.
    private func setTextureFilter(_ filter: Int32) {
        gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
        gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
    }

    /// Draws the pixel rectangle `region` of a `targetWidth × targetHeight`
    /// framebuffer (bound, with its viewport) with texture coordinates `uv`.
    func drawRect(_ region: PixelRegion, targetWidth: Int, targetHeight: Int, uv: CGRect,
                  uniforms: DrawUniforms) {
        var projection = CATransform3DIdentity
        projection.m11 = 2 / CGFloat(targetWidth)
        projection.m22 = 2 / CGFloat(targetHeight)
        projection.m41 = -1
        projection.m42 = -1
        var batch = QuadBatch()
        batch.append(CGRect(x: region.x, y: region.y, width: region.width, height: region.height), uv: uv)
        draw(batch, clipMatrix: projection, uniforms: uniforms)
    }

    /// Makes `target` the current render target for `region` (cleared, with
    /// its own stencil nesting) and returns what `leave` needs to restore.
    func enterOffscreen(_ target: RenderTarget, region: PixelRegion) -> GroupState {
        let state = GroupState(target: target, region: region, savedStencilDepth: stencilDepth,
                               savedCutCorners: cutCorners)
        setScissor(region)
        target.clear(red: 0, green: 0, blue: 0, alpha: 0)
        targets.append(target)
        regions.append(region)
        stencilDepth = 0
        cutCorners = nil
        applyStencil()
        return state
    }
}
