import Foundation

/// An immutable bitmap image with a scale factor (`UIImage`).
///
/// An image of `w × h` pixels at scale `s` is `w/s × h/s` points — a
/// `name@3x.png` file of 300 pixels is a 100-point image, as in UIKit.
/// Segue reads and writes PNG only (libpng reads it); a file that is missing,
/// not a PNG, broken or truncated gives nil and a diagnostic naming it and
/// libpng's message.
///
/// Images are immutable and can be shared between threads.
open class UIImage: NSObject, @unchecked Sendable {
    /// The pixels; nil only for the empty image `UIImage()` (optional as in UIKit).
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// The orientation the pixels should be shown in. Stored and reported;
    /// Segue draws every image as `.up`.
    public let imageOrientation: UIImage.Orientation
    /// How views draw the image: `.alwaysTemplate` images are painted in the
    /// image view's `tintColor` (default `.automatic`).
    public let renderingMode: UIImage.RenderingMode
    /// The SF Symbol and configuration a symbol image was drawn from (UIImage+Symbols.swift).
    var symbolSource: SymbolSource?

    /// The image an image literal names (`#imageLiteral(resourceName: "Logo")`),
    /// loaded as `init?(named:)` loads it. Where no image has that name,
    /// UIKit stops the app (the literal's initialiser unwraps a nil image);
    /// Segue logs the missing name and makes an empty image instead
    /// (docs/FIDELITY.md).
    @preconcurrency @MainActor
    public required convenience init(imageLiteralResourceName name: String) {
        if let image = UIImage(named: name) {
            self.init(cgImage: image.cgImage ?? UIImage.transparentPixel, scale: image.scale, orientation: image.imageOrientation,
                      renderingMode: image.renderingMode)
        } else {
            Log.uiKit.error("#imageLiteral: no image named \"\(name)\"; an empty image stands in for it")
            self.init(cgImage: UIImage.transparentPixel, scale: 1, orientation: .up, renderingMode: .automatic)
        }
    }

    /// One transparent pixel: what a missing image literal shows.
    static let transparentPixel: CGImage = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!

    /// Creates an image of `cgImage` at scale 1, orientation `.up`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Creates an image of `cgImage` at `scale` (a non-finite or
    /// non-positive scale is logged and replaced by 1).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation, renderingMode: UIImage.RenderingMode) {
        self.cgImage = cgImage
        self.renderingMode = renderingMode
        if scale.isFinite && scale > 0 {
            self.scale = scale
        } else {
            Log.uiKit.warning("UIImage: invalid scale \(scale); using 1")
            self.scale = 1
        }
        if orientation != .up {
            Log.uiKit.debug("UIImage: orientation \(orientation) is recorded but images are drawn .up")
        }
        imageOrientation = orientation
    }

    /// The empty image (`UIImage()`): no pixels, size zero. Bars take it as
    /// "draw nothing" (an empty background or shadow image), as in UIKit.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        renderingMode = .automatic
        super.init()
    }

    /// Decodes PNG `data` at scale 1.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG `data` at `scale`.
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(data: data, scale: scale, source: "image data")
    }

    init?(data: Data, scale: CGFloat, source: String) {
        guard let image = Self.decodePNG(data, source: source) else { return nil }
        cgImage = image
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        imageOrientation = .up
        renderingMode = .automatic
    }

    /// Reads a PNG file. The scale comes from an `@2x` / `@3x` suffix on the
    /// file name (1 without one), as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            Log.uiKit.warning("UIImage(contentsOfFile:): cannot read \(path)")
            return nil
        }
        self.init(data: data, scale: ImageResourceLocator.scale(ofFileNamed: path), source: path)
    }

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image encoded as PNG (8-bit RGBA with straight alpha, or 8-bit RGB
    /// when every pixel is opaque); nil for an image without pixels.
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        return Self.encodePNG(cgImage)
    }

    open override var description: String {
        "<UIImage: \(size.width) x \(size.height) pt @\(scale)x>"
    }
}
