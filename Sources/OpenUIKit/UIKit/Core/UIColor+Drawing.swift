import Foundation

extension UIColor {
    /// Makes this the fill colour of the current context (`setFill()`).
    /// Outside a renderer's actions there is no context, and nothing happens.
    @preconcurrency @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke colour of the current context (`setStroke()`).
    @preconcurrency @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke colour (`set()`).
    @preconcurrency @MainActor public func set() { setFill(); setStroke() }
}
