import Foundation

/// A paragraph style whose attributes can be set (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }
    init(copying values: ParagraphValues) { super.init(values: values) }

    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue }
    }
    open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = newValue } }

    /// Sets every attribute from `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }
}
