import Foundation

/// A row of page dots (`UIPageControl`), drawn as iOS 14 and later draw it:
/// one 7 pt dot per page, 16 pt apart, centred in the control; the current
/// page's dot in `currentPageIndicatorTintColor` (white by default) and the
/// others in `pageIndicatorTintColor` (white at 30 % by default), on a
/// translucent capsule platter when `backgroundStyle` is `.prominent`.
///
/// As in UIKit, a tap to the right of the current page's dot moves to the
/// next page and a tap to the left to the previous one, and a drag along the
/// dots (`allowsContinuousInteraction`) scrubs to the page under the finger;
/// either sends `.valueChanged` (with `.primaryActionTriggered`) when the page
/// changes. Setting `currentPage` or `numberOfPages` in code sends nothing.
/// `hidesForSinglePage` hides the dots when there is only one page.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The platter behind the dots (`UIPageControl.BackgroundStyle`, iOS 14).
    public enum BackgroundStyle: Int, Sendable {
        /// A platter only while the user interacts.
        case automatic = 0
        /// Always a platter.
        case prominent = 1
        /// Never a platter.
        case minimal = 2
    }

    /// What the user is doing with the control (`UIPageControl.InteractionState`, iOS 14).
    public enum InteractionState: Int, Sendable {
        /// Not interacting.
        case none = 0
        /// A tap, moving one page.
        case discrete = 1
        /// A drag scrubbing along the dots.
        case continuous = 2
    }

    /// The layout direction of the dots (`UIPageControl.Direction`, iOS 16).
    public enum Direction: Int, Sendable {
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4
    }

    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26
    static let padding: CGFloat = 12
    /// How far a finger travels before a touch becomes a scrub.
    static let scrubThreshold: CGFloat = 10

    private let platter = UIView()
    private var dots: [UIView] = []
    private var pageStorage = 0
    private var trackingStart: CGPoint = .zero
    private var images: [Int: UIImage] = [:]

    /// The number of pages (0 by default); negative counts are taken as 0.
    /// Lowering it below `currentPage + 1` moves the current page to the last one.
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            pageStorage = min(pageStorage, max(0, numberOfPages - 1))
            rebuild()
            invalidateIntrinsicContentSize()
        }
    }

    /// The page shown, clamped to `0..<numberOfPages`. Setting it sends no event.
    open var currentPage: Int {
        get { pageStorage }
        set {
            pageStorage = min(max(0, newValue), max(0, numberOfPages - 1))
            updateDots()
        }
    }

    /// Whether the control hides its dots when there is only one page (false by default).
    open var hidesForSinglePage = false { didSet { updateDots() } }
    /// The colour of the dots of pages not shown (nil: white at 30 %).
    open var pageIndicatorTintColor: UIColor? { didSet { updateDots() } }
    /// The colour of the current page's dot (nil: white).
    open var currentPageIndicatorTintColor: UIColor? { didSet { updateDots() } }
    /// The platter's style (`.automatic` by default).
    open var backgroundStyle: UIPageControl.BackgroundStyle = .automatic { didSet { updateDots() } }
    /// Whether a drag along the dots scrubs through the pages (true by default).
    open var allowsContinuousInteraction = true
    /// The dots' direction (`.natural` by default; vertical directions stack the dots).
    open var direction: UIPageControl.Direction = .natural { didSet { layoutDots(); invalidateIntrinsicContentSize() } }
    /// An image drawn, tinted, for every page's indicator instead of a dot.
    open var preferredIndicatorImage: UIImage? { didSet { rebuild() } }
    /// Whether a tap's new page waits for `updateCurrentPageDisplay()` before showing (deprecated in iOS 14).
    open var defersCurrentPageDisplay = false
    /// The user's interaction in progress.
    open private(set) var interactionState: UIPageControl.InteractionState = .none

    /// The page the dots show (it lags `currentPage` while `defersCurrentPageDisplay` holds a tap back).
    private var displayedPage = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        if coder.containsValue(forKey: "numberOfPages") { numberOfPages = coder.decodeInteger(forKey: "numberOfPages") }
        if coder.containsValue(forKey: "currentPage") { currentPage = coder.decodeInteger(forKey: "currentPage") }
    }

    /// The indicator image for `page`: the one set for it, else `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> UIImage? { images[page] ?? preferredIndicatorImage }

    /// Sets (or, with nil, clears) the indicator image for one page.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        images[page] = image
        rebuild()
    }

    /// Shows the page a deferred tap chose (see `defersCurrentPageDisplay`).
    open func updateCurrentPageDisplay() {
        displayedPage = pageStorage
        updateDots()
    }

    /// The size the dots of `pageCount` pages take: 16 pt a page less the
    /// 9 pt gap after the last, plus 12 pt each side, by 26 pt (swapped when vertical).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let length = count > 0 ? count * Self.dotPitch - (Self.dotPitch - Self.dotDiameter) + 2 * Self.padding : 0
        return isVertical ? CGSize(width: Self.height, height: length) : CGSize(width: length, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutDots()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateDots()
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard numberOfPages > 1 else { return false }
        trackingStart = touch.location(in: self)
        interactionState = .discrete
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if interactionState == .discrete, allowsContinuousInteraction,
           hypot(point.x - trackingStart.x, point.y - trackingStart.y) >= Self.scrubThreshold {
            interactionState = .continuous
            updateDots()
        }
        if interactionState == .continuous { move(to: page(nearest: point)) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        defer { interactionState = .none; updateDots() }
        guard interactionState == .discrete, let touch, isTouchInside else { return }
        let point = touch.location(in: self)
        let centre = dotCentre(for: pageStorage)
        let forward = isVertical ? point.y > centre.y : point.x > centre.x
        move(to: pageStorage + (forward != isReversed ? 1 : -1))
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        interactionState = .none
        updateDots()
    }

    /// A user's move to `page`, sending `.valueChanged` when it changes the page.
    private func move(to page: Int) {
        let clamped = min(max(0, page), numberOfPages - 1)
        guard clamped != pageStorage else { return }
        pageStorage = clamped
        if !defersCurrentPageDisplay { displayedPage = clamped }
        updateDots()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Drawing

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }
    private var isReversed: Bool {
        switch direction {
        case .rightToLeft, .bottomToTop: return true
        // Segue lays out left to right only (docs/FIDELITY.md).
        case .natural, .leftToRight, .topToBottom: return false
        }
    }

    /// The centre of `page`'s dot in the control's bounds.
    func dotCentre(for page: Int) -> CGPoint {
        let length = CGFloat(max(1, numberOfPages)) * Self.dotPitch - (Self.dotPitch - Self.dotDiameter)
        let slot = CGFloat(isReversed ? numberOfPages - 1 - page : page)
        let offset = -length / 2 + Self.dotDiameter / 2 + slot * Self.dotPitch
        return isVertical ? CGPoint(x: bounds.midX, y: bounds.midY + offset) : CGPoint(x: bounds.midX + offset, y: bounds.midY)
    }

    /// The page whose dot is nearest `point` along the dots' axis.
    private func page(nearest point: CGPoint) -> Int {
        (0..<numberOfPages).min { a, b in
            let ca = dotCentre(for: a), cb = dotCentre(for: b)
            return isVertical ? abs(ca.y - point.y) < abs(cb.y - point.y) : abs(ca.x - point.x) < abs(cb.x - point.x)
        } ?? 0
    }

    private func setUp() {
        platter.isUserInteractionEnabled = false
        platter.backgroundColor = UIColor(white: 0, alpha: 0.25)
        addSubview(platter)
        rebuild()
    }

    /// One indicator view per page: a dot, or the page's image tinted.
    private func rebuild() {
        dots.forEach { $0.removeFromSuperview() }
        dots = (0..<numberOfPages).map { page in
            let indicator: UIView
            if let image = indicatorImage(forPage: page) {
                let imageView = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
                imageView.contentMode = .scaleAspectFit
                indicator = imageView
            } else {
                indicator = UIView()
                indicator.layer.cornerRadius = Self.dotDiameter / 2
            }
            indicator.isUserInteractionEnabled = false
            addSubview(indicator)
            return indicator
        }
        displayedPage = pageStorage
        layoutDots()
        updateDots()
    }

    private func layoutDots() {
        for (page, dot) in dots.enumerated() {
            let centre = dotCentre(for: page)
            let side = dot is UIImageView ? Self.dotDiameter + 3 : Self.dotDiameter
            dot.frame = CGRect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side)
        }
        let fitted = size(forNumberOfPages: numberOfPages)
        platter.frame = CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                               width: fitted.width, height: fitted.height)
        platter.layer.cornerRadius = min(fitted.width, fitted.height) / 2
    }

    /// The dots' colours, the platter and hiding for a single page.
    private func updateDots() {
        if !defersCurrentPageDisplay || interactionState == .none && displayedPage >= numberOfPages { displayedPage = pageStorage }
        let hideAll = hidesForSinglePage && numberOfPages <= 1
        let current = currentPageIndicatorTintColor ?? .white
        let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        for (page, dot) in dots.enumerated() {
            let color = page == displayedPage ? current : other
            dot.isHidden = hideAll
            if dot is UIImageView { dot.tintColor = color } else { dot.backgroundColor = color }
        }
        platter.isHidden = hideAll || numberOfPages == 0 || !(backgroundStyle == .prominent
            || backgroundStyle == .automatic && interactionState != .none)
    }
}
