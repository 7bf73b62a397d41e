import Foundation

/// A single line of editable text (`UITextField`).
///
/// As in UIKit: tapping the field (or `becomeFirstResponder()`) begins
/// editing — the delegate and control events run in the order
/// `UITextFieldDelegate` documents — and shows the software keyboard;
/// `resignFirstResponder()` or `UIView.endEditing(_:)` ends it and hides
/// the keyboard. Typed text (`insertText(_:)`, `deleteBackward()`, or
/// `harness.type(_:)`) is appended at the end of the text. The field draws
/// its border, its text or placeholder (in `.placeholderText`) with its
/// font, colour and alignment, bullets for secure entry, a caret in
/// `tintColor` while editing, its clear button, and its left and right
/// views, in the rectangles its `…Rect(forBounds:)` methods return.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// Posted after a field begins editing; the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after a field's text changes through editing; the object is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a field ends editing; the object is the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The text; setting nil stores "" (UIKit's getter never returns nil). Setting it does not send `.editingChanged`.
    open var text: String? {
        get { storage }
        set { storage = newValue ?? ""; contentDidChange() }
    }

    /// The text with the field's font and colour; setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storage, attributes: [.font: fontStorage, .foregroundColor: textColorStorage]) }
        set { text = newValue?.string }
    }

    /// Grey text shown while the field is empty.
    open var placeholder: String? { didSet { contentDidChange() } }

    /// The font, default `UIFont.systemFont(ofSize: 17)`; nil restores it.
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 17); contentDidChange() }
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
    open var borderStyle: BorderStyle = .none { didSet { applyBorder() } }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var clearsOnBeginEditing = false
    open var leftView: UIView? { didSet { replaceOverlay(oldValue, with: leftView) } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { replaceOverlay(oldValue, with: rightView) } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open weak var delegate: (any UITextFieldDelegate)?

    // UITextInputTraits
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false
    /// Draws the text as bullets (`•`), one per character.
    open var isSecureTextEntry = false { didSet { contentDidChange() } }

    /// True between beginning and ending editing.
    open private(set) var isEditing = false

    private var storage = ""
    private var fontStorage: UIFont = .systemFont(ofSize: 17)
    private var textColorStorage: UIColor = .label
    private let textLabel = UILabel()
    private let caret = UIView()
    private let clearButton = UIView()
    private let borderView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
    }

    private func setUpSubviews() {
        borderView.isUserInteractionEnabled = false
        addSubview(borderView)
        textLabel.lineBreakMode = .byClipping
        addSubview(textLabel)
        caret.backgroundColor = tintColor
        caret.isHidden = true
        addSubview(caret)
        clearButton.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        clearButton.isHidden = true
        clearButton.isUserInteractionEnabled = false
        let cross = UILabel()
        cross.text = "×"
        cross.textAlignment = .center
        cross.textColor = .white
        cross.font = .systemFont(ofSize: 14, weight: .bold)
        cross.frame = CGRect(x: 0, y: 0, width: 14, height: 14)
        clearButton.addSubview(cross)
        addSubview(clearButton)
        contentDidChange()
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle: the bounds less the left and right views, the
    /// clear button, and a 7 pt inset for `.roundedRect` (2 pt for the others but `.none`).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .roundedRect ? 7 : (borderStyle == .none ? 0 : 2)
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if shows(leftView, leftViewMode) { rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX); rect.size.width = bounds.maxX - inset - rect.minX }
        if shows(rightView, rightViewMode) { rect.size.width = min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX }
        else if showsClearButton { rect.size.width = clearButtonRect(forBounds: bounds).minX - rect.minX }
        rect.size.width = max(0, rect.width)
        return rect
    }

    /// The rectangle of the text while editing: `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The placeholder's rectangle: `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button: 19 pt square, 5 pt from the right edge (or the right view), centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: right - 24, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The left view at the left edge, at its own size, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view at the right edge, at its own size, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private var showsClearButton: Bool {
        switch clearButtonMode {
        case .never: return false
        case .always: return !storage.isEmpty
        case .whileEditing: return isEditing && !storage.isEmpty
        case .unlessEditing: return !isEditing && !storage.isEmpty
        }
    }

    /// A field's natural height: its font's line height plus 4 pt (plus 10 for `.roundedRect`, 34 pt at 17 pt).
    open override var intrinsicContentSize: CGSize {
        let width = ceil(textLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).width)
        let extra: CGFloat = borderStyle == .roundedRect ? 14 : 4
        return CGSize(width: width + extra, height: ceil(fontStorage.lineHeight) + (borderStyle == .roundedRect ? 14 : 4))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        borderView.frame = borderRect(forBounds: b)
        let rect = isEditing ? editingRect(forBounds: b) : (storage.isEmpty ? placeholderRect(forBounds: b) : textRect(forBounds: b))
        textLabel.frame = rect
        if let left = leftView { left.isHidden = !shows(left, leftViewMode); left.frame = leftViewRect(forBounds: b) }
        if let right = rightView { right.isHidden = !shows(right, rightViewMode); right.frame = rightViewRect(forBounds: b) }
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: b)
        clearButton.layer.cornerRadius = 9.5
        clearButton.subviews.first?.frame = clearButton.bounds
        caret.isHidden = !isEditing
        if isEditing {
            let shown = storage.isEmpty ? 0 : textLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).width
            let x: CGFloat
            switch textAlignment {
            case .center: x = rect.midX + (storage.isEmpty ? 0 : shown / 2)
            case .right: x = rect.maxX
            default: x = rect.minX + min(shown, rect.width)
            }
            let height = ceil(fontStorage.lineHeight)
            caret.frame = CGRect(x: x, y: rect.midY - height / 2, width: 2, height: height)
            caret.backgroundColor = tintColor
        }
    }

    private func contentDidChange() {
        if storage.isEmpty {
            textLabel.text = placeholder
            textLabel.textColor = .placeholderText
        } else {
            textLabel.text = isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage
            textLabel.textColor = textColorStorage
        }
        textLabel.font = fontStorage
        textLabel.textAlignment = textAlignment
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Styles the border, drawn in `borderRect(forBounds:)`.
    private func applyBorder() {
        let border = borderView.layer
        switch borderStyle {
        case .none:
            border.borderWidth = 0; border.cornerRadius = 0; layer.cornerRadius = 0
        case .line:
            border.borderWidth = 1; border.cornerRadius = 0; border.borderColor = UIColor.black.cgColor
        case .bezel:
            border.borderWidth = 1; border.cornerRadius = 0; border.borderColor = UIColor.systemGray.cgColor
        case .roundedRect:
            border.borderWidth = 0.5; border.cornerRadius = 5; layer.cornerRadius = 5
            border.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            if backgroundColor == nil { backgroundColor = .white }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing`, becomes first
    /// responder, clears the text if `clearsOnBeginEditing`, calls
    /// `textFieldDidBeginEditing`, sends `.editingDidBegin`, posts
    /// `textDidBeginEditingNotification` and shows the keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        SoftwareKeyboard.shared.handingOver = true
        let became = super.becomeFirstResponder()
        SoftwareKeyboard.shared.handingOver = false
        guard became else { return false }
        isEditing = true
        if clearsOnBeginEditing { storage = "" }
        contentDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        SoftwareKeyboard.shared.show(for: self, appearance: keyboardAppearance)
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing`, resigns, calls
    /// `textFieldDidEndEditing(_:reason:)`, sends `.editingDidEnd`, posts
    /// `textDidEndEditingNotification` and hides the keyboard unless another
    /// text input is taking over.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard forcingResign || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        contentDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        SoftwareKeyboard.shared.hideUnlessHandingOver()
        return true
    }

    private var forcingResign = false

    /// Resigns without asking `textFieldShouldEndEditing` (`endEditing(true)`).
    func resignForcibly() -> Bool {
        forcingResign = true
        defer { forcingResign = false }
        return resignFirstResponder()
    }

    public var hasText: Bool { !storage.isEmpty }

    /// Inserts typed text at the end; a "\n" is the return key
    /// (`textFieldShouldReturn`, then `.editingDidEndOnExit`, which resigns when it has actions).
    open func insertText(_ text: String) {
        guard isEditing else { return }
        var pending = ""
        for character in text {
            if character == "\n" {
                if !pending.isEmpty { replaceEnd(with: pending, deleting: 0); pending = "" }
                pressReturn()
                guard isEditing else { return }
            } else {
                pending.append(character)
            }
        }
        if !pending.isEmpty { replaceEnd(with: pending, deleting: 0) }
    }

    /// Deletes the last character, through the delegate's `shouldChangeCharactersIn`.
    open func deleteBackward() {
        guard isEditing, !storage.isEmpty else { return }
        replaceEnd(with: "", deleting: 1)
    }

    private func replaceEnd(with string: String, deleting count: Int) {
        let ns = storage as NSString
        let removed = count == 0 ? 0 : (storage.last.map { String($0).utf16.count } ?? 0)
        let range = NSRange(location: ns.length - removed, length: removed)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        storage = ns.replacingCharacters(in: range, with: string)
        contentDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let ends = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if ends { resignFirstResponder() }
    }

    // MARK: Touches

    /// A tap ends in the field: on the clear button it clears the text
    /// (after `textFieldShouldClear`); otherwise it begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -8, dy: -8).contains(point) {
            if delegate?.textFieldShouldClear(self) ?? true {
                storage = ""
                contentDidChange()
                sendActions(for: .editingChanged)
                NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
            }
            return
        }
        becomeFirstResponder()
    }
}
