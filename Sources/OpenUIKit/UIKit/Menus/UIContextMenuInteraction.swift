import Foundation

/// Shows a context menu when a finger presses and holds on a view
/// (`UIContextMenuInteraction`). Add it with `view.addInteraction(_:)`.
///
/// The interaction attaches a long-press recognizer (0.5 s) to its view.
/// When the press is recognized it asks its delegate for a configuration
/// at the press's location (nil: nothing happens), then for the preview to
/// lift, and shows, over the window: the content blurred and dimmed, the
/// preview (a snapshot of the targeted view, or the configuration's preview
/// controller's view) lifted where the view is, and the menu below it (or
/// above, or the preview moved up when there is no room), calling
/// `willDisplayMenuFor`. A tap on a row runs its action and ends the menu; a
/// tap on the preview calls `willPerformPreviewActionForMenuWith` and ends
/// it; a tap elsewhere ends it. Ending calls `willEndFor`, then the preview
/// returns and the backdrop clears (UIKit, "UIContextMenuInteraction").
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How a context menu looks (`UIContextMenuInteraction.Appearance`).
    public enum Appearance: Int, Sendable {
        /// No menu is shown.
        case unknown = 0
        /// A lifted preview over a blurred backdrop, with the menu beside it.
        case rich = 1
        /// The menu alone, beside the view.
        case compact = 2
    }

    /// The delegate that supplies menus (held weakly).
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?

    /// Shows the menu beside the view, without a lifted preview (a control's menu).
    var presentsAttached = false
    /// The object actions run with as `sender` (nil: the interaction).
    weak var actionSender: AnyObject?
    private let recognizer: UILongPressGestureRecognizer
    /// Lets the press begin only when the delegate has a configuration for it.
    private let gate = PressGate()
    private var pendingConfiguration: UIContextMenuConfiguration?
    private var pressLocation: CGPoint?
    private var visible: (configuration: UIContextMenuConfiguration, container: MenuContainerView, preview: UIViewController?)?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        recognizer = UILongPressGestureRecognizer()
        super.init()
        recognizer.minimumPressDuration = MenuMetrics.pressDuration
        recognizer.delegate = gate
        gate.shouldBegin = { [weak self] recognizer in self?.askConfiguration(recognizer) ?? false }
        recognizer.addTarget(self, action: { [weak self] recognizer in
            guard let self, recognizer.state == .began else { return }
            self.pressRecognized()
        })
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(recognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// How the menu shown now looks (`.unknown` while none is).
    open var menuAppearance: Appearance {
        guard visible != nil else { return .unknown }
        return presentsAttached ? .compact : .rich
    }

    /// Where the press that showed the menu was, in `view`'s coordinates
    /// (window coordinates for nil; the zero point before any press).
    open func location(in view: UIView?) -> CGPoint {
        guard let pressLocation else { return .zero }
        return view?.convert(pressLocation, from: nil) ?? pressLocation
    }

    /// Replaces the visible menu with what `block` makes of it; nothing happens while none is shown.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let visible else { return }
        let card = visible.container.card
        card.replaceRootMenu(block(card.menuStack[card.menuStack.count - 1]))
        visible.container.placeCard()
    }

    /// Ends the visible menu as a tap outside it would (the delegate's `willEndFor` is called).
    open func dismissMenu() {
        visible?.container.end(.programmatic)
    }

    // MARK: Showing

    /// The press is about to be recognized: the delegate is asked for a
    /// configuration; without one the press does not begin (and the view's
    /// touches go on undisturbed).
    private func askConfiguration(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view, view.window != nil, visible == nil, let delegate else { return false }
        pressLocation = recognizer.location(in: nil)
        let location = view.convert(pressLocation ?? .zero, from: nil)
        pendingConfiguration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        return pendingConfiguration != nil
    }

    /// The long press was recognized: shows the configuration asked for.
    func pressRecognized() {
        guard let view, let window = view.window, visible == nil, let delegate, let configuration = pendingConfiguration else { return }
        pendingConfiguration = nil
        let previewController = configuration.previewProvider?()
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let sender: Any = actionSender ?? self
        let container: MenuContainerView
        if presentsAttached {
            container = MenuContainerView(menu: menu, source: .attached(view.convert(view.bounds, to: nil)), sender: sender, in: window)
        } else {
            let preview = delegate.contextMenuInteraction(self, configuration: configuration,
                                                          highlightPreviewForItemWithIdentifier: configuration.identifier)
                ?? delegate.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
                ?? UITargetedPreview(view: view)
            let from = Self.windowRect(of: preview)
            let size = previewController.map { Self.previewSize(of: $0, from: from, in: window) } ?? preview.size
            let platter = Self.makePlatter(preview, controller: previewController, size: size)
            container = MenuContainerView(menu: menu, source: .lifted(platter: platter, from: from, size: size), sender: sender, in: window)
        }
        container.card.isHidden = menu.children.isEmpty
        container.onEnd = { [weak self, weak container] ending in
            guard let self, let container else { return }
            self.end(ending, container: container)
        }
        let animator = ContextMenuAnimator(previewViewController: previewController)
        visible = (configuration, container, previewController)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        container.present(in: window, animations: animator.animations, completion: { animator.runCompletions() })
    }

    /// Ends the menu: the delegate hears of a tapped preview, then that the
    /// menu ends; the menu animates out with the delegate's animations and
    /// a chosen action runs.
    private func end(_ ending: MenuContainerView.Ending, container: MenuContainerView) {
        guard let (configuration, _, previewController) = visible else { return container.finish(ending) }
        if case .chose(let action) = ending, action.attributes.contains(.keepsMenuPresented) {
            return action.perform(sender: container.sender)
        }
        visible = nil
        let animator = ContextMenuAnimator(previewViewController: previewController)
        if case .preview = ending {
            delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        if !presentsAttached, let delegate {
            let returning = delegate.contextMenuInteraction(self, configuration: configuration,
                                                            dismissalPreviewForItemWithIdentifier: configuration.identifier)
                ?? delegate.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
            if let returning { container.returnRect = Self.windowRect(of: returning) }
        }
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        container.dismiss(animations: animator.animations, completion: { animator.runCompletions() })
        if case .chose(let action) = ending { action.perform(sender: container.sender) }
    }

    // MARK: Previews

    /// The preview's frame in window coordinates: its size centred on its target.
    static func windowRect(of preview: UITargetedPreview) -> CGRect {
        let center = preview.target.container.convert(preview.target.center, to: nil)
        let size = preview.size
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// A preview controller's size: its preferred content size, else the
    /// window's width less margins at the source's aspect ratio, at most
    /// half the window's height.
    static func previewSize(of controller: UIViewController, from: CGRect, in window: UIWindow) -> CGSize {
        let preferred = controller.preferredContentSize
        if preferred.width > 0, preferred.height > 0 { return preferred }
        let width = window.bounds.width - 2 * MenuMetrics.contextGap
        let aspect = from.width > 0 ? from.height / from.width : 1
        return CGSize(width: width, height: min(width * aspect, window.bounds.height / 2))
    }

    /// The lifted platter: a shadowed view holding the preview content
    /// clipped to the visible path (or rounded bounds) over the background colour.
    static func makePlatter(_ preview: UITargetedPreview, controller: UIViewController?, size: CGSize) -> UIView {
        let platter = UIView(frame: CGRect(origin: .zero, size: size))
        platter.isUserInteractionEnabled = false
        platter.layer.shadowColor = UIColor.black.cgColor
        platter.layer.shadowOpacity = MenuMetrics.shadowOpacity
        platter.layer.shadowRadius = MenuMetrics.shadowRadius
        let clip = UIView(frame: platter.bounds)
        clip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clip.backgroundColor = preview.parameters.backgroundColor
        clip.clipsToBounds = true
        if let path = preview.parameters.visiblePath, controller == nil {
            let mask = CAShapeLayer()
            mask.path = path.cgPath
            mask.frame = CGRect(origin: CGPoint(x: -path.bounds.minX, y: -path.bounds.minY), size: path.bounds.size)
            clip.layer.mask = mask
        } else {
            clip.layer.cornerRadius = MenuMetrics.previewCornerRadius
        }
        platter.addSubview(clip)
        let content = controller?.view ?? preview.view.snapshotView(afterScreenUpdates: false) ?? UIView()
        let origin = controller == nil ? CGPoint(x: -(preview.parameters.visiblePath?.bounds.minX ?? 0),
                                                 y: -(preview.parameters.visiblePath?.bounds.minY ?? 0)) : .zero
        content.frame = CGRect(origin: origin, size: controller == nil ? preview.view.bounds.size : size)
        content.autoresizingMask = controller == nil ? [] : [.flexibleWidth, .flexibleHeight]
        clip.addSubview(content)
        return platter
    }
}

/// The recognizer delegate of a context-menu interaction's long press.
@MainActor
final class PressGate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin(gestureRecognizer) }
}
