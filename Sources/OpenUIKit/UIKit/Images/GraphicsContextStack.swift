import Foundation

/// The stack of current drawing contexts: a renderer or an image context
/// pushes its context while it draws, and `UIColor.setFill()` paints into
/// the top one.
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
    static func push(_ context: CGContext) { contexts.append(context) }
    static func pop() { _ = contexts.popLast() }
}

/// The context being drawn into (`UIGraphicsGetCurrentContext()`), or nil
/// outside a renderer's actions, an image context or a pushed context.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

/// Makes `context` the current context (`UIGraphicsPushContext`), until
/// `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }

/// Restores the context current before the last push (`UIGraphicsPopContext`);
/// with nothing pushed, it is logged and ignored.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    guard !GraphicsContextStack.contexts.isEmpty else {
        return Log.uiKit.warning("UIGraphicsPopContext(): no context to pop")
    }
    GraphicsContextStack.pop()
}
