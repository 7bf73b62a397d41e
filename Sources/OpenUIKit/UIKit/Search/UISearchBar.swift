import Foundation

/// A search field on a bar (`UISearchBar`): a `UISearchTextField` with a
/// magnifying glass, an optional Cancel button on its right and an
/// optional scope bar (a segmented control) below.
///
/// As in UIKit, the bar is its field's delegate: editing reaches the
/// search bar's `delegate` as `searchBarShouldBeginEditing`,
/// `searchBarTextDidBeginEditing`, `searchBar(_:shouldChangeTextIn:replacementText:)`,
/// `searchBar(_:textDidChange:)` (typing, deleting, clearing — not setting
/// `text`), `searchBarSearchButtonClicked` (the keyboard's Search key),
/// `searchBarShouldEndEditing` and `searchBarTextDidEndEditing`; the
/// Cancel button calls `searchBarCancelButtonClicked` (it does not end
/// editing by itself). The bar is 56 points high, 100 with a scope bar.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's look: `.default` and `.prominent` draw the bar's background,
    /// `.minimal` only the field.
    public enum Style: UInt, Sendable {
        case `default` = 0, prominent, minimal
    }

    open weak var delegate: (any UISearchBarDelegate)?
    /// The field the bar shows.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(items: [])
    private let fieldHandler = SearchFieldHandler()

    /// The search text; setting it does not call `searchBar(_:textDidChange:)`.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The text shown, greyed, while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }
    /// The bar's background colour (`.default` and `.prominent` styles); nil for the system's.
    open var barTintColor: UIColor? { didSet { updateBackground() } }

    /// Whether the Cancel button shows beside the field.
    open var showsCancelButton = false {
        didSet { if showsCancelButton != oldValue { setNeedsLayout() } }
    }

    /// Shows or hides the Cancel button, sliding the field's edge over 0.3 s when `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != self.showsCancelButton else { return }
        self.showsCancelButton = showsCancelButton
        if animated {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        }
    }

    /// The titles of the scope bar's segments.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (i, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: i, animated: false) }
            scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The selected scope segment (0 by default).
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
    }
    /// Whether the scope bar shows (with `scopeButtonTitles`).
    open var showsScopeBar = false {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    // MARK: Text input traits (the field's)

    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }

    // MARK: Life cycle

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight)) }

    private func setUp() {
        fieldHandler.bar = self
        searchTextField.delegate = fieldHandler
        searchTextField.autocapitalizationType = .none
        searchTextField.addTarget(nil, action: { [weak self] (field: UIControl) in self?.fieldTextChanged() }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addTarget(nil, action: { [weak self] (_: UIControl) in self?.cancelTapped() }, for: .touchUpInside)
        scopeBar.addTarget(nil, action: { [weak self] (_: UIControl) in self?.scopeChanged() }, for: .valueChanged)
        addSubview(searchTextField)
        addSubview(cancelButton)
        addSubview(scopeBar)
        updateBackground()
    }

    /// The bar's height without a scope bar, and the scope bar's addition.
    static let barHeight: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44

    private var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight + (showsScope ? Self.scopeBarHeight : 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let cancelWidth = showsCancelButton ? cancelButton.intrinsicContentSize.width : 0
        cancelButton.frame = CGRect(x: bounds.width - 8 - cancelWidth, y: 10, width: cancelWidth, height: 36)
        cancelButton.alpha = showsCancelButton ? 1 : 0
        let fieldWidth = bounds.width - 16 - (showsCancelButton ? cancelWidth + 8 : 0)
        searchTextField.frame = CGRect(x: 8, y: 10, width: max(fieldWidth, 0), height: 36)
        scopeBar.isHidden = !showsScope
        scopeBar.frame = CGRect(x: 8, y: Self.barHeight, width: max(bounds.width - 16, 0), height: 32)
    }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    @discardableResult open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    private func updateBackground() {
        backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? .systemBackground)
    }

    // MARK: Events

    private func fieldTextChanged() { delegate?.searchBar(self, textDidChange: searchTextField.text ?? "") }
    private func cancelTapped() { delegate?.searchBarCancelButtonClicked(self) }
    private func scopeChanged() {
        guard scopeBar.selectedSegmentIndex != UISegmentedControl.noSegment else { return }
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
    }

    /// The field's delegate: passes editing on to the search bar's delegate.
    private final class SearchFieldHandler: NSObject, UITextFieldDelegate {
        weak var bar: UISearchBar?

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            guard let bar else { return true }
            return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
        }
        func textFieldDidBeginEditing(_ textField: UITextField) {
            guard let bar else { return }
            bar.delegate?.searchBarTextDidBeginEditing(bar)
        }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            guard let bar else { return true }
            return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
        }
        func textFieldDidEndEditing(_ textField: UITextField) {
            guard let bar else { return }
            bar.delegate?.searchBarTextDidEndEditing(bar)
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            guard let bar else { return true }
            return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            guard let bar else { return true }
            bar.delegate?.searchBarSearchButtonClicked(bar)
            return true
        }
    }
}
