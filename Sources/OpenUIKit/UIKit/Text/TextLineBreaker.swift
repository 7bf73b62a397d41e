import Foundation

/// Lines of text broken and truncated the way `UILabel` does it, measured
/// with one font. The same value answers a label's `sizeThatFits(_:)` and
/// produces the `TextLayout` it draws, so a label is always exactly as
/// large as what it shows.
///
/// Positions are in points from the start of each line, with the font's
/// advances and `kern`-table kerning. Text is split into paragraphs at
/// newlines; each paragraph is wrapped greedily (at spaces for word
/// wrapping, where a word wider than the line is broken between
/// characters; anywhere for character wrapping). Spaces at a wrap point
/// hang past the line end and count towards neither width nor alignment.
struct TextLineBreaker {
    /// One laid-out line.
    struct Line: Equatable {
        var glyphs: [UInt32] = []
        /// Pen x of each glyph's origin from the start of the line.
        var offsets: [CGFloat] = []
        /// Advance end of the last visible glyph.
        var width: CGFloat = 0
        /// Indices into `glyphs` of spaces between words (for justification).
        var spaceIndices: [Int] = []
        /// True for the last line of a paragraph (never justified).
        var endsParagraph = true
    }

    /// A character of the source text with its glyphs (one per scalar that has one).
    private struct Cluster {
        var glyphs: [UInt32]
        var isSpace: Bool
    }

    let font: UIFont
    private(set) var lines: [Line] = []

    /// Lays out `text`. `maxWidth` may be infinite (no wrapping);
    /// `maxLines` 0 means no limit.
    init(text: String, font: UIFont, maxWidth: CGFloat, maxLines: Int, lineBreakMode: NSLineBreakMode) {
        self.font = font
        guard !text.isEmpty else { return }
        let width = maxWidth.isNaN ? .infinity : max(maxWidth, 0)
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { $0.map(cluster(for:)) }
        let wraps = maxLines != 1 || lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
        var ranges: [(paragraph: Int, range: Range<Int>)] = []
        for (p, clusters) in paragraphs.enumerated() {
            let lineRanges = wraps ? wrap(clusters, width: width, byWord: lineBreakMode != .byCharWrapping)
                                   : [0..<clusters.count]
            ranges += lineRanges.map { (p, $0) }
        }
        let limit = maxLines > 0 ? min(maxLines, ranges.count) : ranges.count
        let truncated = limit < ranges.count
        for (i, item) in ranges.prefix(limit).enumerated() {
            let clusters = paragraphs[item.paragraph]
            var line = shape(clusters[item.range])
            line.endsParagraph = item.range.upperBound == clusters.count
            if i == limit - 1, lineBreakMode.truncates, truncated || line.width > width {
                line = truncate(Array(clusters[item.range.lowerBound...]), to: width, mode: lineBreakMode)
                line.endsParagraph = true
            }
            lines.append(line)
        }
    }

    /// The size of the text block: the longest line's width and the lines'
    /// total height, each rounded up to whole points as UIKit does.
    var size: CGSize {
        guard !lines.isEmpty else { return .zero }
        let width = lines.map(\.width).max() ?? 0
        return CGSize(width: ceil(width), height: ceil(CGFloat(lines.count) * font.lineHeight))
    }

    /// The glyph runs for drawing in `bounds`: the block centred vertically,
    /// each line placed horizontally by `alignment`, baselines `lineHeight`
    /// apart starting at the ascender.
    func textLayout(in bounds: CGRect, alignment: NSTextAlignment, color: CGColor) -> TextLayout {
        guard !lines.isEmpty else { return TextLayout(runs: []) }
        let lineHeight = font.lineHeight
        let top = bounds.minY + (bounds.height - CGFloat(lines.count) * lineHeight) / 2
        var glyphs: [PositionedGlyph] = []
        for (i, line) in lines.enumerated() {
            let baseline = top + font.ascender + CGFloat(i) * lineHeight
            let slack = bounds.width - line.width
            var start = bounds.minX
            var spaceGap: CGFloat = 0
            switch alignment {
            case .left, .natural: break
            case .center: start += slack / 2
            case .right: start += slack
            case .justified:
                if !line.endsParagraph, slack > 0, !line.spaceIndices.isEmpty {
                    spaceGap = slack / CGFloat(line.spaceIndices.count)
                }
            }
            var spacesPassed = 0
            for (g, glyph) in line.glyphs.enumerated() {
                while spacesPassed < line.spaceIndices.count, line.spaceIndices[spacesPassed] < g { spacesPassed += 1 }
                let x = start + line.offsets[g] + spaceGap * CGFloat(spacesPassed)
                glyphs.append(PositionedGlyph(glyphIndex: glyph, position: CGPoint(x: x, y: baseline)))
            }
        }
        return TextLayout(runs: [GlyphRun(fontPath: font.fontPath, pointSize: font.pointSize, color: color, glyphs: glyphs)])
    }

    // MARK: Shaping

    private func cluster(for character: Character) -> Cluster {
        let isSpace = character.isWhitespace
        guard let face = font.face else { return Cluster(glyphs: [], isSpace: isSpace) }
        if character == "\t" { return Cluster(glyphs: [face.glyphIndex(for: " ")], isSpace: true) }
        var glyphs: [UInt32] = []
        for scalar in character.unicodeScalars where scalar.properties.generalCategory != .control {
            let glyph = face.glyphIndex(for: scalar)
            if glyph == 0 && scalar.properties.isDefaultIgnorableCodePoint { continue }
            glyphs.append(glyph)
        }
        return Cluster(glyphs: glyphs, isSpace: isSpace)
    }

    /// Positions the clusters on one line, trailing spaces excluded.
    private func shape<C: Collection>(_ clusters: C) -> Line where C.Element == Cluster {
        var line = Line()
        var items = Array(clusters)
        while items.last?.isSpace == true { items.removeLast() }
        guard let face = font.face else { return line }
        let scale = font.unitScale
        var pen: CGFloat = 0
        var previous: UInt32?
        for (c, cluster) in items.enumerated() {
            for glyph in cluster.glyphs {
                if let previous { pen += face.kerning(between: previous, and: glyph) * scale }
                if cluster.isSpace, c > 0 { line.spaceIndices.append(line.glyphs.count) }
                line.glyphs.append(glyph)
                line.offsets.append(pen)
                pen += face.advance(for: glyph) * scale
                previous = glyph
            }
        }
        line.width = pen
        return line
    }

    private func width<C: Collection>(_ clusters: C) -> CGFloat where C.Element == Cluster { shape(clusters).width }

    // MARK: Wrapping

    /// Greedy line ranges for one paragraph (at least one, possibly empty).
    private func wrap(_ clusters: [Cluster], width: CGFloat, byWord: Bool) -> [Range<Int>] {
        guard width.isFinite else { return [0..<clusters.count] }
        var result: [Range<Int>] = []
        var start = 0
        repeat {
            let end = lineEnd(clusters, from: start, width: width, byWord: byWord)
            result.append(start..<end)
            start = end
        } while start < clusters.count
        return result
    }

    /// The end of the line that starts at `start`: after the last space
    /// run before the first overflowing character (word wrapping), or at
    /// that character; never before `start + 1`.
    private func lineEnd(_ clusters: [Cluster], from start: Int, width: CGFloat, byWord: Bool) -> Int {
        var breakAfterSpaces: Int?
        var k = start
        while k < clusters.count {
            if clusters[k].isSpace {
                k += 1
                breakAfterSpaces = k
                continue
            }
            if k > start, self.width(clusters[start...k]) > width + 0.001 {
                if byWord, let b = breakAfterSpaces, b > start { return b }
                return k
            }
            k += 1
        }
        return clusters.count
    }

    // MARK: Truncation

    /// The longest line that fits `width` with "…" at the end, start or
    /// middle of `clusters`.
    private func truncate(_ clusters: [Cluster], to width: CGFloat, mode: NSLineBreakMode) -> Line {
        let ellipsis = cluster(for: "\u{2026}")
        let n = clusters.count
        func candidate(_ keep: Int) -> [Cluster] {
            switch mode {
            case .byTruncatingHead: return [ellipsis] + trimmedLeading(clusters[(n - keep)...])
            case .byTruncatingMiddle:
                let head = (keep + 1) / 2
                return trimmedTrailing(clusters[..<head]) + [ellipsis] + trimmedLeading(clusters[(n - (keep - head))...])
            default: return trimmedTrailing(clusters[..<keep]) + [ellipsis]
            }
        }
        // The width grows with `keep`: find the largest that fits.
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if self.width(candidate(mid)) <= width + 0.001 { lo = mid } else { hi = mid - 1 }
        }
        return shape(candidate(lo))
    }

    private func trimmedTrailing(_ slice: ArraySlice<Cluster>) -> [Cluster] {
        var items = Array(slice)
        while items.last?.isSpace == true { items.removeLast() }
        return items
    }

    private func trimmedLeading(_ slice: ArraySlice<Cluster>) -> [Cluster] {
        Array(slice.drop { $0.isSpace })
    }
}

extension NSLineBreakMode {
    /// True for the modes that end visible text with an ellipsis.
    var truncates: Bool {
        self == .byTruncatingTail || self == .byTruncatingHead || self == .byTruncatingMiddle
    }
}
