import Foundation

/// Paragraph attributes of attributed text (`NSParagraphStyle`), the value
/// of `NSAttributedString.Key.paragraphStyle`. Immutable; use
/// `NSMutableParagraphStyle` to build one. Defaults as UIKit's
/// `NSParagraphStyle.default`: no spacing or indents, `.natural`
/// alignment, `.byWordWrapping`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    var values: ParagraphValues

    public override init() { values = ParagraphValues(); super.init() }
    init(values: ParagraphValues) { self.values = values; super.init() }

    /// The default paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var hyphenationFactor: Float { values.hyphenationFactor }

    /// An immutable copy.
    open override func copy() -> Any { NSParagraphStyle(values: values) }
    /// A mutable copy (`NSMutableParagraphStyle`).
    open override func mutableCopy() -> Any { NSMutableParagraphStyle(copying: values) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }
}
