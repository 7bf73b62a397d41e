import Foundation

/// The share sheet (`UIActivityViewController`).
///
/// Presented with `present(_:animated:)` as a page sheet, as on iPhone. It
/// draws a header describing the items (the first string or URL, else the
/// item count), a row (its `activityImage` and `activityTitle`) for each application activity that
/// `canPerform(withActivityItems:)` and whose type is not excluded, and a
/// close button. Linux has no system services (AirDrop, Messages, Mail,
/// Copy, …), so only application activities are listed (docs/FIDELITY.md).
/// Choosing one runs `prepare(withActivityItems:)` and `perform()`; when it
/// calls `activityDidFinish(_:)` the sheet dismisses and
/// `completionWithItemsHandler` is called with its type and `completed`.
/// Closing the sheet (the close button, or swiping it down) calls the
/// handler with `nil` and `false`, as UIKit does for a cancelled share.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]
    /// Activity types not to list.
    open var excludedActivityTypes: [UIActivity.ActivityType]? { didSet { if isViewLoaded { buildRows() } } }
    /// Called once when the sheet finishes: the chosen activity's type and whether it completed.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    private var rows: [(activity: UIActivity, button: UIButton)] = []
    private let header = UILabel()
    private let closeButton = UIButton(type: .system)
    private var finished = false

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The activities listed: the application activities that can perform with the items and are not excluded.
    var listedActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        return applicationActivities.filter { activity in
            activity.canPerform(withActivityItems: activityItems) && !(activity.activityType.map(excluded.contains) ?? false)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        header.font = .systemFont(ofSize: 15, weight: .semibold)
        header.numberOfLines = 2
        header.text = headerText
        view.addSubview(header)
        closeButton.setTitle("✕", for: .normal)
        closeButton.setTitleColor(.secondaryLabel, for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.finish(type: nil, completed: false) }, for: .touchUpInside)
        view.addSubview(closeButton)
        buildRows()
    }

    private var headerText: String {
        for item in activityItems {
            if let text = item as? String { return text }
            if let url = item as? URL { return url.absoluteString }
        }
        return activityItems.count == 1 ? "1 item" : "\(activityItems.count) items"
    }

    private func buildRows() {
        for row in rows { row.button.removeFromSuperview() }
        rows = listedActivities.map { activity in
            let button = UIButton(type: .system)
            button.setTitle(activity.activityTitle, for: .normal)
            button.setImage(activity.activityImage, for: .normal)
            button.backgroundColor = .secondarySystemBackground
            button.layer.cornerRadius = 10
            button.addAction(UIAction { [weak self, unowned activity] _ in self?.choose(activity) }, for: .touchUpInside)
            view.addSubview(button)
            return (activity, button)
        }
        view.setNeedsLayout()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        header.frame = CGRect(x: 16, y: 20, width: width - 72, height: 44)
        closeButton.frame = CGRect(x: width - 52, y: 20, width: 36, height: 36)
        var y: CGFloat = 80
        for row in rows {
            row.button.frame = CGRect(x: 16, y: y, width: width - 32, height: 52)
            y += 60
        }
    }

    private func choose(_ activity: UIActivity) {
        activity.onFinish = { [weak self, weak activity] completed in
            activity?.onFinish = nil
            self?.finish(type: activity?.activityType, completed: completed)
        }
        activity.prepare(withActivityItems: activityItems)
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    private func finish(type: UIActivity.ActivityType?, completed: Bool) {
        guard !finished else { return }
        finished = true
        let handler = completionWithItemsHandler
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true) { handler?(type, completed, nil, nil) }
        } else {
            handler?(type, completed, nil, nil)
        }
    }

    /// A sheet swiped away finishes as cancelled.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed, !finished {
            finished = true
            completionWithItemsHandler?(nil, false, nil, nil)
        }
    }
}
