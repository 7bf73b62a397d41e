import Foundation
import Testing
@testable import OpenUIKit

/// SF Symbols as UIKit documents them: `UIImage(systemName:)` gives a
/// template symbol image, or nil for a name it has no symbol for; a
/// configuration sets point size, weight, scale and colours; an image view
/// applies its `preferredSymbolConfiguration`. Segue draws the symbols from
/// Material Icons (docs/FIDELITY.md gives the geometry it chose).
@MainActor
@Suite("SF Symbols")
struct UIImageSymbolTests {
    /// The alpha (0…255) of the pixel at (x, y).
    func alpha(_ image: UIImage, _ x: Int, _ y: Int) -> UInt8 {
        let cg = image.cgImage!
        return cg.pixels[(y * cg.width + x) * 4 + 3]
    }

    func opaquePixels(_ image: UIImage) -> Int {
        let cg = image.cgImage!
        return stride(from: 3, to: cg.pixels.count, by: 4).filter { cg.pixels[$0] > 127 }.count
    }

    @Test("UIKit's raw values for weights and scales")
    func rawValues() {
        #expect(UIImage.SymbolWeight.unspecified.rawValue == 0 && UIImage.SymbolWeight.regular.rawValue == 4)
        #expect(UIImage.SymbolWeight.black.rawValue == 9)
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolScale.large.rawValue == 3)
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold)
    }

    @Test("The Material Icons font is installed, and every SF name Segue maps has its glyph")
    func everyMappedNameHasAGlyph() {
        #expect(SymbolFont.face != nil, "apt-get install fonts-material-design-icons-iconfont")
        let missing = SymbolNames.all.filter { name in
            SymbolFont.outline(ofIcon: SymbolNames.materialName(for: name)!) == nil
        }
        #expect(missing.isEmpty, "\(missing.sorted())")
        #expect(SymbolNames.all.count >= 300)
    }

    @Test("A symbol is a template symbol image; an unknown name gives nil")
    func basics() throws {
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.isSymbolImage)
        #expect(heart.renderingMode == .alwaysTemplate)
        #expect(heart.symbolConfiguration != nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(!UIImage().isSymbolImage && UIImage().symbolConfiguration == nil)
    }

    @Test("Filled shapes: square.fill covers its centre, circle.fill leaves its corners clear")
    func shapes() throws {
        let square = try #require(UIImage(systemName: "square.fill"))
        let w = square.cgImage!.width
        #expect(alpha(square, w / 2, w / 2) == 255)
        let circle = try #require(UIImage(systemName: "circle.fill"))
        let c = circle.cgImage!.width
        #expect(alpha(circle, c / 2, c / 2) == 255)
        #expect(alpha(circle, c / 8, c / 8) == 0, "a disc leaves the square's corners clear")
        // The outline variant is hollow.
        let ring = try #require(UIImage(systemName: "circle"))
        #expect(alpha(ring, c / 2, c / 2) == 0)
    }

    @Test("The size grows in proportion to the point size and with the scale")
    func sizes() throws {
        let body = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        let double = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(double.size.width - 2 * body.size.width) < 0.5)
        #expect(body.size.width == body.size.height)
        let small = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        let large = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(small.size.width < body.size.width && body.size.width < large.size.width)
        // A text style gives the style's point size (title1: 28 pt).
        let title = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        #expect(abs(title.size.width / body.size.width - 28.0 / 17.0) < 0.05)
    }

    @Test("A heavier weight draws more ink")
    func weight() throws {
        let regular = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(weight: .regular)))
        let bold = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)))
        #expect(opaquePixels(bold) > opaquePixels(regular))
    }

    @Test("A hierarchical colour paints the symbol in it, as an original-colour image")
    func hierarchicalColour() throws {
        let red = try #require(UIImage(systemName: "square.fill",
                                       withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .red)))
        #expect(red.renderingMode == .alwaysOriginal)
        let cg = red.cgImage!
        let i = (cg.height / 2 * cg.width + cg.width / 2) * 4
        #expect(Array(cg.pixels[i..<i + 4]) == [255, 0, 0, 255])
    }

    @Test("applying(_:) lets the other's specified values win; a point size replaces a text style")
    func applying() {
        let base = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
        let sized = base.applying(UIImage.SymbolConfiguration(pointSize: 30))
        #expect(sized.resolvedPointSize == 30 && sized.resolvedScale == .large)
        let weighted = sized.applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(weighted.resolvedWeight == .bold && weighted.resolvedPointSize == 30)
        #expect(UIImage.SymbolConfiguration.unspecified.isEqual(to: .unspecified))
        #expect(!UIImage.SymbolConfiguration(pointSize: 1).isEqual(to: .unspecified))
    }

    @Test("withConfiguration redraws a symbol; an image view's preferredSymbolConfiguration sizes it")
    func imageView() throws {
        let star = try #require(UIImage(systemName: "star"))
        let big = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(big.isSymbolImage && abs(big.size.width - 2 * star.size.width) < 0.5)
        let view = UIImageView(image: star)
        let before = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(abs(view.intrinsicContentSize.width - 2 * before.width) < 0.5)
        // A bitmap image has no symbol configuration to apply.
        let bitmap = UIImage(cgImage: UIImage.transparentPixel)
        #expect(bitmap.applyingSymbolConfiguration(.unspecified) == nil)
    }
}
