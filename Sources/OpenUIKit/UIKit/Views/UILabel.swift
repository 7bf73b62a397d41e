import Foundation

/// A view that displays one or more lines of read-only text (`UILabel`).
///
/// The label lays its text out with its font's FreeType metrics and hands
/// the glyphs to its layer as a `TextLayout`, which the renderer draws. As
/// in UIKit:
/// - the text block is centred vertically in the bounds, and each line is
///   placed horizontally by `textAlignment` (`.natural` is left);
/// - `numberOfLines` limits the lines (0: as many as needed), and so does the
///   bounds' height — a label too short for its text shows the lines that
///   fit, the last one truncated per `lineBreakMode`;
/// - `intrinsicContentSize` and `sizeThatFits(_:)` come from the same layout:
///   the longest line's width and `lines × lineHeight`, rounded up to whole
///   points. A multi-line label wraps at `preferredMaxLayoutWidth` for its
///   intrinsic size when that is positive;
/// - user interaction is off by default.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; nil and "" show nothing.
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }

    /// The text with attributes. Setting it sets `text` to its string and,
    /// from the attributes at its first character, `font` (`.font`),
    /// `textColor` (`.foregroundColor`), and `textAlignment` and
    /// `lineBreakMode` (`.paragraphStyle`), which then apply to the whole
    /// label; the getter returns the string set, or `text` with the label's
    /// font and colour. Per-run attributes are not drawn (docs/FIDELITY.md).
    open var attributedText: NSAttributedString? {
        get {
            if let stored = attributedStorage, stored.string == (text ?? "") { return stored }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: fontStorage, .foregroundColor: textColorStorage])
        }
        set {
            attributedStorage = newValue
            guard let newValue else { text = nil; return }
            if newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { fontStorage = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColorStorage = color }
                if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                    textAlignment = style.alignment
                    lineBreakMode = style.lineBreakMode
                }
            }
            text = newValue.string
            textDidChange()
        }
    }
    private var attributedStorage: NSAttributedString?

    /// The font, default `UIFont.systemFont(ofSize: 17)`. Setting nil restores the default.
    open var font: UIFont! {
        get { fontStorage }
        set { fontStorage = newValue ?? UILabel.defaultFont; textDidChange() }
    }

    /// The text colour, default `.label`. Setting nil restores the default.
    open var textColor: UIColor! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label; updateTextLayout() }
    }

    /// Horizontal alignment of each line, default `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { updateTextLayout() } }

    /// The most lines to show; 0 means no limit. Default 1.
    open var numberOfLines = 1 {
        didSet {
            if numberOfLines < 0 {
                Log.uiKit.warning("UILabel.numberOfLines: \(numberOfLines) is negative; using 0 (no limit)")
                numberOfLines = 0
            }
            if numberOfLines != oldValue { textDidChange() }
        }
    }

    /// Wrapping and truncation, default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }

    /// The width a multi-line label wraps at for its intrinsic size (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 {
                Log.uiKit.warning("UILabel.preferredMaxLayoutWidth: invalid \(preferredMaxLayoutWidth); using 0")
                preferredMaxLayoutWidth = 0
            }
            if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// Whether the text is drawn in its colour or dimmed (`isEnabled`).
    open var isEnabled = true { didSet { updateTextLayout() } }

    private static var defaultFont: UIFont { .systemFont(ofSize: UIFont.labelFontSize) }
    private var fontStorage: UIFont = UILabel.defaultFont
    private var textColorStorage: UIColor = .label

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// A label from a storyboard or nib reads its text, alignment, number
    /// of lines, font and text colour here (Storyboards/InterfaceBuilderLoader+Objects.swift),
    /// so a subclass sees them after `super.init(coder:)`; a document states
    /// `userInteractionEnabled` and `opaque` itself.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let document = coder as? InterfaceBuilderCoder {
            document.loader.decodeLabel(self, from: document.element)
        } else {
            isUserInteractionEnabled = false
            isOpaque = false
        }
    }

    // MARK: Sizing

    /// The size of the text laid out within `size.width` (a non-positive or
    /// infinite width means no wrapping), with at most `numberOfLines`.
    /// As in UIKit, measured through `textRect(forBounds:limitedToNumberOfLines:)`,
    /// so a subclass that overrides it changes the label's size too.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : .infinity
        return measuredSize(width: width)
    }

    /// The natural size: the text on as few lines as `numberOfLines` and
    /// `preferredMaxLayoutWidth` allow; `.zero` for no text.
    open override var intrinsicContentSize: CGSize {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return measuredSize(width: wraps ? preferredMaxLayoutWidth : .infinity)
    }

    private func measuredSize(width: CGFloat) -> CGSize {
        let unbounded = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        return textRect(forBounds: unbounded, limitedToNumberOfLines: numberOfLines).size
    }

    /// The rectangle the text is drawn in for `bounds` (`textRect(forBounds:limitedToNumberOfLines:)`):
    /// the text's size, centred vertically and placed horizontally at the
    /// left of `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = lineBreaker(width: bounds.width, maxLines: numberOfLines).size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2,
                      width: min(size.width, bounds.width), height: size.height)
    }

    // MARK: Layout

    open override var frame: CGRect {
        didSet { if frame != oldValue { updateTextLayout() } }
    }

    open override var bounds: CGRect {
        didSet { if bounds != oldValue { updateTextLayout() } }
    }

    private var lastLayoutInputs: LayoutInputs?

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateTextLayout()
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        updateTextLayout()
    }

    /// The lines the label shows in its current bounds: at most
    /// `numberOfLines`, and no more than fit the height.
    func visibleLines() -> TextLineBreaker {
        let lineHeight = fontStorage.lineHeight
        var maxLines = numberOfLines
        if lineHeight > 0, bounds.height > 0 {
            let fitting = max(1, Int((bounds.height + 0.01) / lineHeight))
            maxLines = maxLines == 0 ? fitting : min(maxLines, fitting)
        }
        return lineBreaker(width: bounds.width > 0 ? bounds.width : .infinity, maxLines: maxLines)
    }

    private func lineBreaker(width: CGFloat, maxLines: Int) -> TextLineBreaker {
        TextLineBreaker(text: text ?? "", font: fontStorage, maxWidth: width, maxLines: maxLines,
                        lineBreakMode: lineBreakMode)
    }

    /// What the glyphs depend on; the layout is rebuilt only when it changes.
    private struct LayoutInputs: Equatable {
        var text: String?
        var font: UIFont
        var bounds: CGRect
        var alignment: NSTextAlignment
        var color: CGColor
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
    }

    /// The text colour is dynamic and the label's style changed.
    func textColorNeedsResolving() { updateTextLayout() }

    /// Rebuilds the glyphs the layer draws (when any input changed).
    private func updateTextLayout() {
        let color = resolved(isEnabled ? textColorStorage : UIColor.tertiaryLabel)
        let inputs = LayoutInputs(text: text, font: fontStorage, bounds: bounds, alignment: textAlignment,
                                  color: color, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        guard inputs != lastLayoutInputs else { return }
        lastLayoutInputs = inputs
        let layout = (text ?? "").isEmpty ? nil
            : visibleLines().textLayout(in: bounds, alignment: textAlignment, color: color)
        guard layout != layer.textLayout else { return }
        layer.textLayout = layout
        layer.noteChange()
    }
}
