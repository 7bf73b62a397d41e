import Foundation

/// A slider (`UISlider`), drawn as iOS 13 and later draw it: a 4 pt capsule
/// track, the part below the value in the minimum track tint (the tint
/// colour by default) and the rest in the maximum track tint (a light grey
/// fill), and a white 28 pt thumb with a shadow. Its height is 31 pt.
///
/// Dragging the thumb moves the value with the finger along the track
/// (`trackRect(forBounds:)`); `.valueChanged` is sent on each move when
/// `isContinuous` (the default), else once on release. A touch that does
/// not start on the thumb does nothing, as on iOS. Setting `value` clamps it
/// to the range and sends no event.
@preconcurrency @MainActor
open class UISlider: UIControl {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let height: CGFloat = 31

    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    private var valueStorage: Float = 0
    /// The offset of the finger from the thumb's centre when the drag began.
    private var dragOffset: CGFloat = 0

    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }
    open var minimumValue: Float = 0 { didSet { clampValue() } }
    open var maximumValue: Float = 1 { didSet { clampValue() } }
    /// Whether a drag sends `.valueChanged` on every move (true) or once at the end.
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        if coder.containsValue(forKey: "minValue") { minimumValue = coder.decodeFloat(forKey: "minValue") }
        if coder.containsValue(forKey: "maxValue") { maximumValue = coder.decodeFloat(forKey: "maxValue") }
        if coder.containsValue(forKey: "value") { valueStorage = coder.decodeFloat(forKey: "value"); clampValue() }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, Self.thumbDiameter), height: Self.height) }

    /// Sets the value, clamped to the range; animated, the thumb moves over 0.25 s. No event is sent.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { return }
        valueStorage = min(max(value, minimumValue), max(minimumValue, maximumValue))
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        } else {
            setNeedsLayout()
            layoutParts()
        }
    }

    /// The track: the bounds' width, 4 pt high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb for `value`: its centre travels the track, inset by half its diameter at each end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let d = Self.thumbDiameter
        let x = rect.minX + fraction * max(0, rect.width - d)
        return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let point = touch.location(in: self)
        guard thumbFrame.insetBy(dx: -8, dy: -8).contains(point) else { return false }
        dragOffset = point.x - thumbFrame.midX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let d = Self.thumbDiameter
        let travel = max(1, track.width - d)
        let centre = touch.location(in: self).x - dragOffset
        let fraction = Float(min(max((centre - track.minX - d / 2) / travel, 0), 1))
        let newValue = minimumValue + fraction * (maximumValue - minimumValue)
        if newValue != valueStorage {
            valueStorage = newValue
            layoutParts()
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    private func clampValue() { setValue(valueStorage, animated: false) }

    private func setUp() {
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        layoutParts()
    }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        thumb.frame = thumbFrame
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? UIColor.dynamic(light: .rgb(229, 229, 234), dark: .rgb(58, 58, 60))
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        layoutParts()
    }
}
