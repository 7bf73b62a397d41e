import Foundation
import Testing
@testable import OpenUIKit

/// `UILabel`: sizing and glyph placement as UIKit lays labels out.
@MainActor
@Suite("UILabel")
struct UILabelTests {
    func label(_ text: String, width: CGFloat = 0, lines: Int = 1) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        label.numberOfLines = lines
        if width > 0 { label.preferredMaxLayoutWidth = width }
        return label
    }

    func glyphs(_ label: UILabel) -> [PositionedGlyph] { label.layer.textLayout?.runs.flatMap(\.glyphs) ?? [] }

    func advance(_ label: UILabel, _ glyph: UInt32) -> CGFloat {
        label.font.face!.advance(for: glyph) * label.font.unitScale
    }

    @Test("Defaults follow UIKit")
    func defaults() {
        let label = UILabel(frame: .zero)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("One line is one line-height tall; two are twice as tall")
    func lineHeights() {
        let one = label("Hello").intrinsicContentSize
        #expect(one.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight))
        let two = label("Hello\nWorld", lines: 0).intrinsicContentSize
        #expect(two.height == ceil(2 * UIFont.systemFont(ofSize: 17).lineHeight))
        #expect(one.width > 0 && one.width == ceil(one.width))
    }

    @Test("Wrapped text stays within preferredMaxLayoutWidth")
    func wrapping() {
        let text = "The quick brown fox jumps over the lazy dog"
        let single = label(text).intrinsicContentSize
        let wrapped = label(text, width: 120, lines: 0).intrinsicContentSize
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > single.height)
        #expect(label(text, width: 120, lines: 2).intrinsicContentSize.height == ceil(2 * UIFont.systemFont(ofSize: 17).lineHeight))
    }

    @Test("A word longer than the line is broken between characters")
    func longWord() {
        let size = label(String(repeating: "W", count: 40), width: 100, lines: 0).intrinsicContentSize
        #expect(size.width <= 100)
        #expect(size.height > 3 * UIFont.systemFont(ofSize: 17).lineHeight)
    }

    @Test("sizeThatFits and intrinsicContentSize agree")
    func sizeThatFits() {
        let l = label("Some words to wrap across lines", lines: 0)
        let fit = l.sizeThatFits(CGSize(width: 90, height: 1000))
        l.preferredMaxLayoutWidth = 90
        #expect(fit == l.intrinsicContentSize)
    }

    @Test("Glyph baselines: first at the ascender, block centred vertically")
    func baselines() throws {
        let l = label("Ag")
        let font = l.font!
        l.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let first = try #require(glyphs(l).first)
        #expect(abs(first.position.y - ((100 - font.lineHeight) / 2 + font.ascender)) < 1e-9)
        #expect(first.position.x == 0)
        l.frame = CGRect(x: 0, y: 0, width: 200, height: ceil(font.lineHeight))
        #expect(try #require(glyphs(l).first).position.y < 100 / 2)
    }

    @Test("Centre and right alignment")
    func alignment() throws {
        let l = label("Hello")
        l.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        let leftX = try #require(glyphs(l).first).position.x
        l.textAlignment = .center
        let centreX = try #require(glyphs(l).first).position.x
        #expect(centreX > leftX)
        l.textAlignment = .right
        let last = try #require(glyphs(l).last)
        #expect(abs(last.position.x + advance(l, last.glyphIndex) - 200) < 1)
    }

    @Test("Tail truncation ends the line with an ellipsis within the bounds")
    func truncation() throws {
        let l = label("A rather long sentence that cannot fit")
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        let face = try #require(l.font.face)
        let last = try #require(glyphs(l).last)
        #expect(last.glyphIndex == face.glyphIndex(for: "\u{2026}"))
        #expect(last.position.x + advance(l, last.glyphIndex) <= 100.001)
        l.lineBreakMode = .byTruncatingHead
        #expect(glyphs(l).first?.glyphIndex == face.glyphIndex(for: "\u{2026}"))
        l.lineBreakMode = .byClipping
        #expect(!glyphs(l).contains { $0.glyphIndex == face.glyphIndex(for: "\u{2026}") })
    }

    @Test("A label too short for its lines shows the lines that fit")
    func heightLimit() {
        let l = label("one two three four five six seven", lines: 0)
        let lineHeight = l.font.lineHeight
        l.frame = CGRect(x: 0, y: 0, width: 60, height: lineHeight * 2)
        let baselines = Set(glyphs(l).map(\.position.y))
        #expect(baselines.count == 2)
    }

    @Test("Text, colour and font changes reach the layer")
    func layerUpdates() throws {
        let l = label("Hi")
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        l.textColor = .red
        let run = try #require(l.layer.textLayout?.runs.first)
        #expect(run.color == UIColor.red.cgColor)
        #expect(run.pointSize == 17 && run.fontPath.hasSuffix("DejaVuSans.ttf"))
        l.font = .boldSystemFont(ofSize: 20)
        #expect(l.layer.textLayout?.runs.first?.fontPath.hasSuffix("DejaVuSans-Bold.ttf") == true)
        l.text = nil
        #expect(l.layer.textLayout == nil)
    }
}
