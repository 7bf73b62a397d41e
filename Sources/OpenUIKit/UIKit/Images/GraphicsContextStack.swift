import Foundation

/// The stack of current drawing contexts: a renderer pushes its context
/// while its actions run, and `UIColor.setFill()` paints into the top one.
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
    static func push(_ context: CGContext) { contexts.append(context) }
    static func pop() { _ = contexts.popLast() }
}

/// The context being drawn into (`UIGraphicsGetCurrentContext()`), or nil
/// outside a renderer's actions.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }
