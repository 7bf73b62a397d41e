import Foundation

/// A row of segments, one of them selected (`UISegmentedControl`), drawn
/// as iOS 13 and later draw it: a 32 pt high rounded background in a light
/// grey fill, the selected segment a raised rounded rectangle (white, or
/// `selectedSegmentTintColor`) 2 pt inside it, and each segment's title
/// (13 pt; semibold when selected) or image centred, with 1 × 16 pt
/// dividers between segments except beside the selected one.
///
/// Segments share the width equally unless a width is set for one
/// (`setWidth(_:forSegmentAt:)`). A tap that lifts inside an enabled
/// segment selects it (the selection sliding there over 0.25 s) and sends
/// `.valueChanged` when the selection changed
/// (a momentary control sends it on every tap and shows no selection).
/// Setting `selectedSegmentIndex` sends no event, as in UIKit.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index of no segment (`UISegmentedControl.noSegment`, -1).
    public static let noSegment = -1
    static let height: CGFloat = 32

    private struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        var action: UIAction?
    }

    private var segments: [Segment] = []
    private let selection = UIView()
    private var segmentViews: [UIView] = []
    /// The 1 pt lines between segments, hidden beside the selected one as on iOS 13+.
    private var dividers: [UIView] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment (`noSegment` by default, or when the index is out of range).
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < -1 || selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
            setNeedsLayout()
            layoutParts()
        }
    }

    /// Whether a tap selects only while the finger is down (false).
    open var isMomentary = false
    /// Whether segments are as wide as their content (false: equal widths).
    open var apportionsSegmentWidthsByContent = false { didSet { layoutParts() } }
    /// The selected segment's colour (nil: white in the light style).
    open var selectedSegmentTintColor: UIColor? { didSet { layoutParts() } }

    open var numberOfSegments: Int { segments.count }

    /// Segments with `items`' titles (strings) or images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else if let action = item as? UIAction {
                segments.append(Segment(title: action.title, image: action.image, action: action))
            } else {
                segments.append(Segment(title: "\(item)"))
            }
        }
        frame.size = intrinsicContentSize
        rebuild()
    }

    /// Segments for `actions` (their titles and images); choosing one performs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { segments.append(Segment(title: action.title, image: action.image, action: action)) }
        rebuild()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
        rebuild()
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
        rebuild()
    }

    /// Inserts a segment showing `action`'s image (else its title); choosing it performs the action (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: action.title, image: action.image, action: action), at: min(max(segment, 0), segments.count))
        rebuild()
    }

    /// Gives a segment `action`: its title and image, and the action performed when the segment is chosen (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Segment(title: action.title, image: action.image, width: segments[segment].width,
                                    isEnabled: segments[segment].isEnabled, action: action)
        rebuild()
    }

    /// The segment's action, or nil if it has none (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }

    /// The index of the segment whose action has `actionIdentifier`, or `NSNotFound` (iOS 14).
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? NSNotFound
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        rebuild()
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        rebuild()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        rebuild()
    }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        rebuild()
    }

    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        rebuild()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }

    /// A fixed width for a segment (0: shared equally).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width.isFinite, width >= 0 else { return }
        segments[segment].width = width
        layoutParts()
    }

    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    /// The text attributes of titles in `state` (font, foreground colour).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        rebuild()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        let widths = segments.map { segment -> CGFloat in
            if segment.width > 0 { return segment.width }
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.text = segment.title
            return (segment.image?.size.width ?? label.intrinsicContentSize.width) + 24
        }
        let width = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        return CGSize(width: max(width, 0), height: Self.height)
    }

    /// Each segment's frame: fixed widths first, the rest shared equally.
    func segmentFrames() -> [CGRect] {
        let fixed = segments.map(\.width).reduce(0, +)
        let flexible = segments.filter { $0.width == 0 }.count
        let share = flexible > 0 ? max(0, bounds.width - fixed) / CGFloat(flexible) : 0
        var x: CGFloat = 0
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : share
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func setUp() {
        backgroundColor = UIColor.dynamic(light: .rgb(118, 118, 128, 0.12), dark: .rgb(118, 118, 128, 0.24))
        layer.cornerRadius = 9
        selection.isUserInteractionEnabled = false
        selection.layer.cornerRadius = 7
        selection.layer.shadowColor = UIColor.black.cgColor
        selection.layer.shadowOpacity = 0.12
        selection.layer.shadowRadius = 4
        selection.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(selection)
    }

    private func rebuild() {
        for view in segmentViews { view.removeFromSuperview() }
        segmentViews = segments.enumerated().map { index, segment in
            if let image = segment.image {
                let view = UIImageView(image: image)
                view.contentMode = .center
                return view
            }
            let label = UILabel()
            label.text = segment.title
            label.textAlignment = .center
            return label
        }
        for view in dividers { view.removeFromSuperview() }
        dividers = segments.dropFirst().map { _ in
            let divider = UIView()
            divider.backgroundColor = UIColor.dynamic(light: .rgb(60, 60, 67, 0.18), dark: .rgb(84, 84, 88, 0.6))
            return divider
        }
        for view in dividers + segmentViews {
            view.isUserInteractionEnabled = false
            insertSubview(view, belowSubview: selection)
        }
        for view in segmentViews { bringSubviewToFront(view) }
        layoutParts()
    }

    private func layoutParts() {
        let frames = segmentFrames()
        for (index, view) in segmentViews.enumerated() where frames.indices.contains(index) {
            view.frame = frames[index]
            let selected = index == selectedSegmentIndex && !isMomentary
            view.alpha = segments[index].isEnabled ? 1 : 0.35
            if let label = view as? UILabel {
                let attributes = titleAttributes[(selected ? UIControl.State.selected : .normal).rawValue] ?? titleAttributes[0]
                label.font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
                label.textColor = attributes?[.foregroundColor] as? UIColor ?? .label
            }
        }
        let showsSelection = frames.indices.contains(selectedSegmentIndex) && !isMomentary
        for (index, divider) in dividers.enumerated() where frames.indices.contains(index + 1) {
            let x = frames[index + 1].minX
            divider.frame = CGRect(x: x - 0.5, y: bounds.midY - 8, width: 1, height: 16)
            divider.isHidden = showsSelection && (index == selectedSegmentIndex || index + 1 == selectedSegmentIndex)
        }
        if showsSelection {
            selection.isHidden = false
            selection.frame = frames[selectedSegmentIndex].insetBy(dx: 2, dy: 2)
            selection.backgroundColor = selectedSegmentTintColor ?? UIColor.dynamic(light: .white, dark: .rgb(99, 99, 102))
        } else {
            selection.isHidden = true
        }
    }

    // MARK: Touches

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let point = touch?.location(in: self),
              let index = segmentFrames().firstIndex(where: { $0.contains(point) }), segments[index].isEnabled else { return }
        let changed = index != selectedSegmentIndex
        // The selection slides to the tapped segment, as on iOS 13+.
        if !isMomentary {
            let wasShown = selectedSegmentIndex != Self.noSegment
            UIView.animate(withDuration: wasShown ? 0.25 : 0, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.selectedSegmentIndex = index }, completion: nil)
        }
        if changed || isMomentary {
            segments[index].action.map { sendAction($0) }
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }
}
