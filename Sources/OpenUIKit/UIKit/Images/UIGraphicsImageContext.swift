import Foundation

/// Starts a bitmap context of `size` points at scale 1, not opaque, and
/// makes it current (`UIGraphicsBeginImageContext`).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts a bitmap context of `size` points and makes it current. `opaque`
/// starts it black with no transparency; `scale` 0 means the main screen's
/// scale. Like UIKit's, the context is flipped (origin top-left, y down).
/// A non-positive or non-finite size is logged and gives no context.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard size.isFiniteSize, size.width > 0, size.height > 0 else {
        return Log.uiKit.warning("UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={\(size.width), \(size.height)}, scale=\(scale)")
    }
    let s = scale == 0 ? UIScreen.main.scale : (scale.isFinite && scale > 0 ? scale : 1)
    let width = Int((size.width * s).rounded(.up)), height = Int((size.height * s).rounded(.up))
    let context = CGContext(width: width, height: height, ctm: CGAffineTransform(scaleX: s, y: s), opaque: opaque)
    context.imageScale = s
    GraphicsContextStack.push(context)
}

/// What the current image context holds, as an image at its scale; nil
/// when the current context is not an image context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = GraphicsContextStack.contexts.last, let scale = context.imageScale,
          let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Removes the current image context. Without one, UIKit's message is logged.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let context = GraphicsContextStack.contexts.last, context.imageScale != nil else {
        return Log.uiKit.warning("UIGraphicsEndImageContext(): no image context to end")
    }
    GraphicsContextStack.pop()
}
