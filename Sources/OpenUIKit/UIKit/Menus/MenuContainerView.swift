import Foundation

/// What shows a menu on screen: a full-window view laid over a window's
/// content holding the menu's card (`MenuCardView`) and, for a context
/// menu, the blurred and dimmed backdrop and the lifted preview.
///
/// An *attached* menu (a button's or a bar button item's) opens beside its
/// source, below it when it fits, else above, aligned with the source's
/// leading edge when the source is in the window's left half and with its
/// trailing edge otherwise, and grows there from the source's nearest
/// corner with a spring. A *lifted* menu (a context menu) shows the preview
/// platter over the backdrop and the card below the preview (above it, or
/// the preview moved up, when there is no room). A touch outside the card
/// and the preview ends the menu; choosing a row runs the action. What
/// ending means is the owner's (`onEnd`): by default the menu fades out
/// and a chosen action runs with the menu's sender.
@MainActor
final class MenuContainerView: UIView {
    enum Source {
        /// A menu beside a control; the rectangle is the control's, in window coordinates.
        case attached(CGRect)
        /// A context menu around a preview platter of `size` that rises from
        /// the rectangle (window coordinates) and returns to `returning`.
        case lifted(platter: UIView, from: CGRect, size: CGSize)
    }

    enum Ending {
        case chose(UIAction)
        case outside
        case preview
        case programmatic
    }

    /// The menu shown last and still on screen (one menu at a time, as on iOS).
    static weak var current: MenuContainerView?

    let card: MenuCardView
    let source: Source
    let sender: Any?
    /// Decides what ending the menu does; nil: dismiss, running a chosen action.
    var onEnd: ((Ending) -> Void)?
    private let cardHolder = UIView(frame: .zero)
    private(set) var backdrop: UIVisualEffectView?
    private var dimming: UIView?
    private var platterTarget: CGRect = .zero
    private var anchor: CGPoint = .zero
    private(set) var isDismissing = false
    private var tracking: Tracking = .none

    private enum Tracking { case none, card, preview }

    /// The rectangle (window coordinates) a lifted preview returns to when the menu ends.
    var returnRect: CGRect?

    init(menu: UIMenu, source: Source, sender: Any?, in window: UIWindow, forcesSingleSelection: Bool = false) {
        card = MenuCardView(menu: menu)
        card.forcesSingleSelection = forcesSingleSelection
        self.source = source
        self.sender = sender
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if case .lifted(let platter, let from, _) = source {
            let blur = UIVisualEffectView(effect: nil)
            blur.frame = bounds
            blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(blur)
            backdrop = blur
            let dim = UIView(frame: bounds)
            dim.backgroundColor = MenuMetrics.backdropDimming
            dim.alpha = 0
            dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(dim)
            dimming = dim
            setFrame(of: platter, from)
            addSubview(platter)
        }
        cardHolder.layer.shadowColor = UIColor.black.cgColor
        cardHolder.layer.shadowOpacity = MenuMetrics.shadowOpacity
        cardHolder.layer.shadowRadius = MenuMetrics.shadowRadius
        cardHolder.layer.shadowOffset = CGSize(width: 0, height: 8)
        cardHolder.addSubview(card)
        addSubview(cardHolder)
        card.maximumWidth = min(MenuMetrics.maximumWidth, window.bounds.width - 2 * MenuMetrics.screenMargin)
        card.rebuild()
        card.onChoose = { [weak self] action in self?.end(.chose(action)) }
        card.onResize = { [weak self] in self?.placeCard() }
    }

    required init?(coder: NSCoder) { nil }

    var platter: UIView? {
        if case .lifted(let platter, _, _) = source { return platter }
        return nil
    }

    // MARK: Showing

    /// Adds the menu to `window` and animates it in, with `animations`
    /// alongside; `completion` runs when it has settled.
    func present(in window: UIWindow, animations: [() -> Void] = [], completion: (() -> Void)? = nil) {
        MenuContainerView.current?.end(.programmatic)
        MenuContainerView.current = self
        window.addSubview(self)
        placeCard()
        cardHolder.alpha = 0
        cardHolder.transform = transform(scale: MenuMetrics.appearingScale, about: anchor)
        UIView.animate(withDuration: MenuMetrics.presentDuration, delay: 0, usingSpringWithDamping: MenuMetrics.presentDamping,
                       initialSpringVelocity: 0, options: [.allowUserInteraction], animations: { [self] in
            cardHolder.transform = .identity
            if let platter { setFrame(of: platter, platterTarget) }
            for animation in animations { animation() }
        }, completion: { _ in completion?() })
        UIView.animate(withDuration: MenuMetrics.dismissDuration, delay: 0, options: [.allowUserInteraction], animations: { [self] in
            cardHolder.alpha = 1
            backdrop?.effect = UIBlurEffect(style: .systemUltraThinMaterial)
            dimming?.alpha = 1
        })
    }

    /// Lays the card (and the preview) out for the card's current size.
    func placeCard() {
        guard let window = superview else { return }
        let safe = bounds.inset(by: window.safeAreaInsets).insetBy(dx: MenuMetrics.screenMargin, dy: MenuMetrics.screenMargin)
        var size = card.preferredSize
        size.height = min(size.height, safe.height)
        let reference: CGRect
        let gap: CGFloat
        switch source {
        case .attached(let rect):
            reference = rect
            gap = MenuMetrics.anchorGap
        case .lifted(_, let from, let previewSize):
            var target = CGRect(origin: from.origin, size: previewSize)
            if target.size != from.size { target.origin = CGPoint(x: from.midX - target.width / 2, y: from.midY - target.height / 2) }
            // Kept inside the margins when it fits; a wider preview (a full-width cell) is centred.
            target.origin.x = target.width <= safe.width ? min(max(target.minX, safe.minX), safe.maxX - target.width)
                : bounds.midX - target.width / 2
            let total = target.height + MenuMetrics.contextGap + size.height
            if target.maxY + MenuMetrics.contextGap + size.height > safe.maxY,
               target.minY - MenuMetrics.contextGap - size.height < safe.minY {
                target.origin.y = max(safe.minY, safe.maxY - total)
            }
            target.origin.y = max(target.minY, safe.minY)
            platterTarget = target
            reference = target
            gap = MenuMetrics.contextGap
        }
        var x = reference.midX < bounds.midX ? reference.minX : reference.maxX - size.width
        x = min(max(x, safe.minX), max(safe.maxX - size.width, safe.minX))
        let below = reference.maxY + gap, above = reference.minY - gap - size.height
        let y: CGFloat
        if below + size.height <= safe.maxY {
            y = below
        } else if above >= safe.minY {
            y = above
        } else {
            y = min(max(below, safe.minY), safe.maxY - size.height)
        }
        let frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        setFrame(of: cardHolder, frame)
        cardHolder.layer.shadowPath = CGPath(roundedRect: CGRect(origin: .zero, size: size), cornerWidth: MenuMetrics.cornerRadius,
                                             cornerHeight: MenuMetrics.cornerRadius, transform: nil)
        card.frame = CGRect(origin: .zero, size: size)
        card.layoutIfNeeded()
        anchor = CGPoint(x: min(max(reference.midX, frame.minX), frame.maxX), y: y >= reference.maxY ? frame.minY : frame.maxY)
    }

    /// A transform that scales `cardHolder` by `scale` about `point` (container coordinates).
    private func transform(scale: CGFloat, about point: CGPoint) -> CGAffineTransform {
        let center = cardHolder.center
        return CGAffineTransform(translationX: (point.x - center.x) * (1 - scale), y: (point.y - center.y) * (1 - scale))
            .scaledBy(x: scale, y: scale)
    }

    private func setFrame(of view: UIView, _ frame: CGRect) {
        view.bounds = CGRect(origin: .zero, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: Ending

    /// Ends the menu for `ending`: the owner decides, else the menu fades
    /// out and a chosen action runs (one that keeps the menu presented
    /// runs without it closing).
    func end(_ ending: Ending) {
        guard !isDismissing else { return }
        if let onEnd { return onEnd(ending) }
        finish(ending)
    }

    /// What ending does without an owner: dismissal, and a chosen action run.
    func finish(_ ending: Ending) {
        if case .chose(let action) = ending {
            if !action.attributes.contains(.keepsMenuPresented) { dismiss() }
            action.perform(sender: sender)
        } else {
            dismiss()
        }
    }

    /// Fades the menu out (the preview returns to its source), with
    /// `animations` alongside; removes it and runs `completion` after.
    func dismiss(animations: [() -> Void] = [], completion: (() -> Void)? = nil) {
        guard !isDismissing else { return }
        isDismissing = true
        isUserInteractionEnabled = false
        card.highlight(nil)
        if MenuContainerView.current === self { MenuContainerView.current = nil }
        UIView.animate(withDuration: MenuMetrics.dismissDuration, delay: 0, options: [.beginFromCurrentState], animations: { [self] in
            cardHolder.alpha = 0
            cardHolder.transform = transform(scale: 0.8, about: anchor)
            backdrop?.effect = nil
            dimming?.alpha = 0
            if let platter, case .lifted(_, let from, _) = source { setFrame(of: platter, returnRect ?? from) }
            for animation in animations { animation() }
        }, completion: { [self] _ in
            removeFromSuperview()
            completion?()
        })
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !isDismissing else { return }
        let inCard = touch.location(in: card)
        if card.bounds.contains(inCard) {
            tracking = .card
            card.highlight(card.row(at: inCard))
        } else if let platter, platter.bounds.contains(touch.location(in: platter)) {
            tracking = .preview
        } else {
            tracking = .none
            end(.outside)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, tracking == .card else { return }
        card.highlight(card.row(at: touch.location(in: card)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        defer { tracking = .none }
        switch tracking {
        case .card:
            trackForwardedTouch(at: touch.location(in: nil), ended: true)
        case .preview:
            if let platter, platter.bounds.contains(touch.location(in: platter)) { end(.preview) }
        case .none:
            break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tracking = .none
        card.highlight(nil)
    }

    /// Follows a finger that went down elsewhere (the button that opened
    /// the menu) at `point` (window coordinates): the row under it is
    /// highlighted, and chosen when the finger lifts there.
    func trackForwardedTouch(at point: CGPoint, ended: Bool) {
        guard !isDismissing else { return }
        let row = card.row(at: card.convert(point, from: nil))
        card.highlight(row)
        guard ended else { return }
        card.highlight(nil)
        if let row { card.activate(row) }
    }
}
