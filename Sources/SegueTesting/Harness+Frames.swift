import Foundation
import OpenUIKit
import SegueRender

extension TransitionHarness {
    /// The window's last committed snapshot (what is on screen now).
    public var currentRenderTree: RenderTree? { window.committedRenderTree }

    /// Renders what is on screen now through SegueRender.
    ///
    /// Throws `RendererError` when EGL/GLES is unavailable (the error names
    /// the missing library), so tests can skip rendering on such hosts.
    public func renderFrame(scale: CGFloat = 1) throws -> Frame {
        let renderer = try sharedRenderer()
        let tree = window.committedRenderTree ?? RenderTree(capturing: window.layer)
        return try renderer.render(tree, scale: scale, background: .black)
    }

    /// Renders `tree` (for frames recorded earlier).
    public func render(_ tree: RenderTree, scale: CGFloat = 1) throws -> Frame {
        try sharedRenderer().render(tree, scale: scale, background: .black)
    }

    private func sharedRenderer() throws -> Renderer {
        if let renderer = HarnessRenderer.instance { return renderer }
        let renderer = try Renderer()
        HarnessRenderer.instance = renderer
        return renderer
    }
}

/// One renderer for all harnesses (EGL contexts are expensive to create).
@MainActor
enum HarnessRenderer {
    static var instance: Renderer?
}
