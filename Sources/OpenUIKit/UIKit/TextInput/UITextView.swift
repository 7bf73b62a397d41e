import Foundation

/// A scrollable, multi-line text region (`UITextView`), a `UIScrollView`.
///
/// As in UIKit: the text wraps to the bounds' width less
/// `textContainerInset` (default 8 pt top and bottom) and the text
/// container's 5 pt line-fragment padding on each side; `contentSize`
/// follows the wrapped text, so a long text scrolls. An editable view
/// (`isEditable`, default true) begins editing when tapped or told
/// `becomeFirstResponder()`, calls its delegate in `UITextViewDelegate`'s
/// order, shows the software keyboard, and takes typed text at the end
/// (`insertText(_:)`, `deleteBackward()`, `harness.type(_:)`; "\n" inserts
/// a line break). A non-editable view cannot become first responder. The
/// view's `delegate` is the inherited scroll-view delegate, read as a
/// `UITextViewDelegate` when it is one (UIKit redeclares its type).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text; nil stores "" (the getter never returns nil). Setting it calls no delegate method.
    open var text: String! {
        get { storage }
        set { storage = newValue ?? ""; contentDidChange() }
    }

    /// The text with the view's font and colour; setting it sets `text` to its string.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storage, attributes: [.font: fontStorage, .foregroundColor: textColorStorage]) }
        set { text = newValue?.string }
    }

    /// The font, default `UIFont.systemFont(ofSize: 12)`; nil restores it.
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 12); contentDidChange() }
    }

    /// Whether a Dynamic Type font (`UIFont.preferredFont(forTextStyle:)`,
    /// `UIFontMetrics`) is remade when the content size category changes
    /// (`UIContentSizeCategoryAdjusting`); default false.
    open var adjustsFontForContentSizeCategory = false

    /// The text colour, default `.label`; nil restores it.
    open var textColor: UIColor? {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label; contentDidChange() }
    }

    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// Whether the text can be edited (default true); turning it off while editing resigns.
    open var isEditable = true { didSet { if !isEditable, isFirstResponder { resignFirstResponder() } } }
    /// Whether text can be selected (default true). Segue has no selection UI; editing still needs `isEditable`.
    open var isSelectable = true
    /// The inset of the text container within the content, default 8 pt top and bottom.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { contentDidChange() } }

    // UITextInputTraits
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var isSecureTextEntry = false

    /// The padding between the container's edge and the text, as `NSTextContainer.lineFragmentPadding`'s default.
    static let lineFragmentPadding: CGFloat = 5

    private var storage = ""
    private var fontStorage: UIFont = .systemFont(ofSize: 12)
    private var textColorStorage: UIColor = .label
    private var isEditingText = false
    private let textLabel = UILabel()
    private let caret = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        addSubview(textLabel)
        caret.isHidden = true
        addSubview(caret)
        alwaysBounceVertical = true
        if backgroundColor == nil { backgroundColor = .systemBackground }
        contentDidChange()
    }

    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    private func contentDidChange() {
        textLabel.text = storage
        textLabel.font = fontStorage
        textLabel.textColor = textColorStorage
        textLabel.textAlignment = textAlignment
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = textContainerInset, padding = UITextView.lineFragmentPadding
        let width = max(0, bounds.width - inset.left - inset.right - 2 * padding)
        let lineHeight = ceil(fontStorage.lineHeight)
        let height = storage.isEmpty ? lineHeight : ceil(textLabel.sizeThatFits(CGSize(width: width, height: .infinity)).height)
        textLabel.frame = CGRect(x: inset.left + padding, y: inset.top, width: width, height: height)
        let size = CGSize(width: bounds.width, height: height + inset.top + inset.bottom)
        if contentSize != size { contentSize = size }
        caret.isHidden = !isEditingText
        if isEditingText {
            let lastLine = storage.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            let measurer = UILabel()
            measurer.font = fontStorage
            measurer.text = lastLine
            let x = min(width, measurer.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).width)
            caret.frame = CGRect(x: textLabel.frame.minX + x, y: textLabel.frame.maxY - lineHeight, width: 2, height: lineHeight)
            caret.backgroundColor = tintColor
        }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        SoftwareKeyboard.shared.handingOver = true
        let became = super.becomeFirstResponder()
        SoftwareKeyboard.shared.handingOver = false
        guard became else { return false }
        isEditingText = true
        setNeedsLayout()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        SoftwareKeyboard.shared.show(for: self, appearance: keyboardAppearance)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard forcingResign || textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditingText = false
        setNeedsLayout()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        SoftwareKeyboard.shared.hideUnlessHandingOver()
        return true
    }

    private var forcingResign = false

    /// Resigns without asking `textViewShouldEndEditing` (`endEditing(true)`).
    func resignForcibly() -> Bool {
        forcingResign = true
        defer { forcingResign = false }
        return resignFirstResponder()
    }

    public var hasText: Bool { !storage.isEmpty }

    /// Appends typed text (through `textView(_:shouldChangeTextIn:replacementText:)`).
    open func insertText(_ text: String) {
        guard isEditingText, !text.isEmpty else { return }
        replaceEnd(with: text, deleting: false)
    }

    /// Deletes the last character.
    open func deleteBackward() {
        guard isEditingText, !storage.isEmpty else { return }
        replaceEnd(with: "", deleting: true)
    }

    private func replaceEnd(with string: String, deleting: Bool) {
        let ns = storage as NSString
        let removed = deleting ? (storage.last.map { String($0).utf16.count } ?? 0) : 0
        let range = NSRange(location: ns.length - removed, length: removed)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        storage = ns.replacingCharacters(in: range, with: string)
        contentDidChange()
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        textDelegate?.textViewDidChangeSelection(self)
    }

    /// A tap that did not scroll begins editing an editable view.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEditable, !isDragging, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        becomeFirstResponder()
    }
}
