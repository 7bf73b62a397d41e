import Foundation

/// A `CATextLayer`'s text settings, kept in the layer's state so that its
/// animatable ones (`fontSize`, `foregroundColor`) can be animated and the
/// text laid out again with the presented values.
struct TextLayerValues: @unchecked Sendable, Equatable {
    var string = ""
    /// The face (its size is `fontSize`).
    var font: UIFont = UIFont(name: "Helvetica", size: 36) ?? .systemFont(ofSize: 36)
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    var alignment: CATextLayerAlignmentMode = .natural
    var isWrapped = false
    var truncation: CATextLayerTruncationMode = .none

    /// The glyphs drawn in `bounds`: lines from the top edge, wrapped at the
    /// width when `isWrapped`, otherwise one line per paragraph; lines below
    /// the bounds are dropped; text that does not fit is truncated per
    /// `truncation` (only on the last line shown).
    @MainActor
    func layout(in bounds: CGRect) -> TextLayout? {
        guard !string.isEmpty, fontSize > 0, fontSize.isFinite, let color = foregroundColor else { return nil }
        let face = font.withSize(fontSize)
        let mode: NSLineBreakMode
        switch truncation {
        case .start: mode = .byTruncatingHead
        case .middle: mode = .byTruncatingMiddle
        case .end: mode = .byTruncatingTail
        default: mode = isWrapped ? .byWordWrapping : .byClipping
        }
        let fitting = face.lineHeight > 0 ? max(1, Int((bounds.height + 0.01) / face.lineHeight)) : 0
        let paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        let maxLines = isWrapped ? fitting : min(fitting, paragraphs)
        let breaker = TextLineBreaker(text: string, font: face, maxWidth: isWrapped || truncation != .none ? bounds.width : .infinity,
                                      maxLines: maxLines, lineBreakMode: mode)
        let block = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                           height: CGFloat(breaker.lines.count) * face.lineHeight)
        let alignment: NSTextAlignment
        switch self.alignment {
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        default: alignment = .left
        }
        let layout = breaker.textLayout(in: block, alignment: alignment, color: color)
        return layout.runs.isEmpty ? nil : layout
    }
}
