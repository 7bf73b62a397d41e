import Foundation

/// An alert or action sheet (`UIAlertController`).
///
/// Present it with `present(_:animated:completion:)`. As in UIKit it brings
/// its own presentation: the presenting view stays on screen under a
/// dimming view; an `.alert` fades in while scaling down from 1.2× to its
/// size in the screen's centre (270 pt wide) and fades out when dismissed;
/// an `.actionSheet` slides up from the bottom edge and back down. The
/// title is drawn in semibold 17 pt, the message in 13 pt, text fields
/// (alerts only) below them, then one button per action: side by side
/// for exactly two actions in an alert (the `.cancel` one on the left),
/// stacked otherwise with the `.cancel` action last (in an action sheet, in
/// its own group). Tapping a button
/// dismisses the alert, then calls the action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public private(set) var preferredStyle: Style = .alert
    /// The secondary text under the title.
    open var message: String? { didSet { messageLabel.text = message; view.setNeedsLayout() } }
    /// The actions in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold as the default choice (an alert only); it must be one of `actions`.
    open var preferredAction: UIAlertAction? { didSet { if isViewLoaded { rebuildButtons() } } }
    /// The text fields added with `addTextField(configurationHandler:)`.
    public private(set) var textFields: [UITextField]?

    let card = UIView()
    let cancelCard = UIView()
    let dimmingView = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [(action: UIAlertAction, button: UIButton)] = []
    private var separators: [UIView] = []
    private let transitioner = AlertTransitioner()

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
        transitioningDelegate = transitioner
    }

    /// Adds an action. Adding a second `.cancel` action raises, as in UIKit.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
        if isViewLoaded { rebuildButtons() }
    }

    /// Adds a text field to an alert, configured by `configurationHandler`.
    /// Only `.alert` controllers hold text fields; UIKit raises for an action sheet.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitException.raise(UIKitException.invalidArgument, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .white
        field.layer.borderWidth = 0.5
        field.layer.borderColor = UIColor(white: 0.75, alpha: 1).cgColor
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        field.leftViewMode = .always
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        if isViewLoaded { card.addSubview(field); view.setNeedsLayout() }
    }

    open override var title: String? { didSet { titleLabel.text = title; viewIfLoaded?.setNeedsLayout() } }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        view.addSubview(dimmingView)
        for group in [card, cancelCard] {
            group.backgroundColor = UIColor.barBackground.withAlphaComponent(0.98)
            group.layer.cornerRadius = preferredStyle == .alert ? 14 : 13
            group.clipsToBounds = true
            view.addSubview(group)
        }
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: preferredStyle == .alert ? 17 : 13, weight: .semibold)
        titleLabel.textColor = preferredStyle == .alert ? .label : .secondaryLabel
        messageLabel.text = message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = preferredStyle == .alert ? .label : .secondaryLabel
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            card.addSubview(label)
        }
        for field in textFields ?? [] { card.addSubview(field) }
        rebuildButtons()
    }

    private func rebuildButtons() {
        for (_, button) in buttons { button.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        buttons = []
        separators = []
        for action in orderedActions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let bold = action.style == .cancel || action === preferredAction
            button.titleLabel?.font = .systemFont(ofSize: preferredStyle == .alert ? 17 : 20, weight: bold ? .semibold : .regular)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = action.isEnabled
            action.onEnabledChange = { [weak button] enabled in button?.isEnabled = enabled }
            button.addAction(UIAction { [weak self, unowned action] _ in self?.tapped(action) }, for: .touchUpInside)
            (sheetCancel(action) ? cancelCard : card).addSubview(button)
            buttons.append((action, button))
        }
        view.setNeedsLayout()
    }

    /// The actions in the order their buttons are drawn: the cancel action
    /// last, except in an alert with two buttons side by side, where it is first (on the left).
    private var orderedActions: [UIAlertAction] {
        let others = actions.filter { $0.style != .cancel }, cancel = actions.filter { $0.style == .cancel }
        return preferredStyle == .alert && actions.count == 2 ? cancel + others : others + cancel
    }

    private func sheetCancel(_ action: UIAlertAction) -> Bool {
        preferredStyle == .actionSheet && action.style == .cancel
    }

    /// Dismisses the alert, then calls the action's handler.
    func tapped(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let presenter = presentingViewController
        if let presenter {
            presenter.dismiss(animated: true) { action.handler?(action) }
        } else {
            action.handler?(action)
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimmingView.frame = view.bounds
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        if preferredStyle == .alert { layoutAlert() } else { layoutSheet() }
    }

    private func layoutHeader(width: CGFloat, top: CGFloat) -> CGFloat {
        var y = top
        let textWidth = width - 32
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .infinity)).height)
            label.frame = CGRect(x: 16, y: y, width: textWidth, height: height)
            y += height + 4
        }
        return y
    }

    private func layoutAlert() {
        let width: CGFloat = 270
        var y = layoutHeader(width: width, top: 19) + 12
        for field in textFields ?? [] {
            field.frame = CGRect(x: 16, y: y, width: width - 32, height: 24)
            y += 28
        }
        let sideBySide = buttons.count == 2
        if sideBySide {
            addSeparator(CGRect(x: 0, y: y, width: width, height: 0.5), in: card)
            addSeparator(CGRect(x: width / 2, y: y, width: 0.5, height: 44), in: card)
            buttons[0].button.frame = CGRect(x: 0, y: y, width: width / 2, height: 44)
            buttons[1].button.frame = CGRect(x: width / 2, y: y, width: width / 2, height: 44)
            y += 44
        } else {
            for (_, button) in buttons {
                addSeparator(CGRect(x: 0, y: y, width: width, height: 0.5), in: card)
                button.frame = CGRect(x: 0, y: y, width: width, height: 44)
                y += 44
            }
        }
        let b = view.bounds
        setFrame(of: card, CGRect(x: b.midX - width / 2, y: b.midY - y / 2, width: width, height: y))
        cancelCard.isHidden = true
    }

    private func layoutSheet() {
        let b = view.bounds
        let width = min(b.width, b.height) - 16
        let hasHeader = !(title ?? "").isEmpty || !(message ?? "").isEmpty
        var y = hasHeader ? layoutHeader(width: width, top: 14) + 10 : 0
        let main = buttons.filter { !sheetCancel($0.action) }
        let cancel = buttons.filter { sheetCancel($0.action) }
        for (index, entry) in main.enumerated() {
            if index > 0 || hasHeader { addSeparator(CGRect(x: 0, y: y, width: width, height: 0.5), in: card) }
            entry.button.frame = CGRect(x: 0, y: y, width: width, height: 57)
            y += 57
        }
        let bottom = b.maxY - max(view.safeAreaInsets.bottom, 8)
        var cancelTop = bottom
        if let entry = cancel.first {
            cancelTop = bottom - 57
            setFrame(of: cancelCard, CGRect(x: b.midX - width / 2, y: cancelTop, width: width, height: 57))
            entry.button.frame = cancelCard.bounds
            cancelCard.isHidden = false
            cancelTop -= 8
        } else {
            cancelCard.isHidden = true
        }
        setFrame(of: card, CGRect(x: b.midX - width / 2, y: cancelTop - y, width: width, height: y))
        card.isHidden = y == 0
    }

    /// Sets a group's frame through its bounds and centre, leaving a running transform alone.
    private func setFrame(of group: UIView, _ frame: CGRect) {
        group.bounds = CGRect(origin: .zero, size: frame.size)
        group.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    private func addSeparator(_ frame: CGRect, in group: UIView) {
        let line = UIView(frame: frame)
        line.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        group.addSubview(line)
        separators.append(line)
    }
}
