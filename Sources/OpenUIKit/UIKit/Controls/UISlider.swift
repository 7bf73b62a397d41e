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
///
/// Thumb and track images replace the drawn thumb and tracks for a state
/// (falling back to `.normal`'s, as in UIKit); `minimumValueImage` and
/// `maximumValueImage` sit at the ends, and the track runs between them.
@preconcurrency @MainActor
open class UISlider: UIControl {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let height: CGFloat = 31

    /// The gap between a value image and the track.
    static let valueImageSpacing: CGFloat = 8

    private let minimumTrack = UIImageView()
    private let maximumTrack = UIImageView()
    private let thumb = UIImageView()
    private let minimumValueImageView = UIImageView()
    private let maximumValueImageView = UIImageView()
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]
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
    /// The image at the minimum end, left of the track.
    open var minimumValueImage: UIImage? { didSet { layoutParts() } }
    /// The image at the maximum end, right of the track.
    open var maximumValueImage: UIImage? { didSet { layoutParts() } }

    /// The thumb's image in the current state (nil: the drawn thumb).
    open var currentThumbImage: UIImage? { thumbImage(for: currentImageState) }
    /// The minimum track's image in the current state (nil: the drawn track).
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: currentImageState) }
    /// The maximum track's image in the current state (nil: the drawn track).
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: currentImageState) }

    /// Sets the thumb's image for `state` (nil: the drawn thumb).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        layoutParts()
    }

    /// Sets the minimum track's image for `state`, stretched along the track.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        layoutParts()
    }

    /// Sets the maximum track's image for `state`, stretched along the track.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        layoutParts()
    }

    /// The thumb image for `state`, else `.normal`'s.
    open func thumbImage(for state: UIControl.State) -> UIImage? { Self.image(thumbImages, state) }
    /// The minimum track image for `state`, else `.normal`'s.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { Self.image(minimumTrackImages, state) }
    /// The maximum track image for `state`, else `.normal`'s.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { Self.image(maximumTrackImages, state) }

    static func image(_ images: [UInt: UIImage], _ state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    private var currentImageState: UIControl.State {
        if !isEnabled { return .disabled }
        return isHighlighted ? .highlighted : .normal
    }

    /// The thumb's size: its image's, else 28 × 28.
    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

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

    /// The minimum value image's place: its size, at the left end, centred vertically (empty without one).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The maximum value image's place: its size, at the right end, centred vertically (empty without one).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: 4 pt high, centred vertically, across the bounds less the
    /// value images and 8 pt beside each.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minimumImage = minimumValueImageRect(forBounds: bounds), maximumImage = maximumValueImageRect(forBounds: bounds)
        let left = minimumImage.width > 0 ? minimumImage.maxX + Self.valueImageSpacing : bounds.minX
        let right = maximumImage.width > 0 ? maximumImage.minX - Self.valueImageSpacing : bounds.maxX
        return CGRect(x: left, y: bounds.midY - Self.trackHeight / 2, width: max(0, right - left), height: Self.trackHeight)
    }

    /// The thumb for `value`: its centre travels the track, inset by half its diameter at each end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let size = thumbSize
        let x = rect.minX + fraction * max(0, rect.width - size.width)
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
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
        let d = thumbSize.width
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
        for part in [maximumTrack, minimumTrack, thumb, minimumValueImageView, maximumValueImageView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
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
        minimumValueImageView.image = minimumValueImage
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.image = maximumValueImage
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        // An image replaces the drawn part: no fill, corner or shadow.
        let minimumImage = currentMinimumTrackImage, maximumImage = currentMaximumTrackImage, thumbImage = currentThumbImage
        minimumTrack.image = minimumImage
        maximumTrack.image = maximumImage
        thumb.image = thumbImage
        minimumTrack.backgroundColor = minimumImage == nil ? minimumTrackTintColor ?? tintColor : nil
        maximumTrack.backgroundColor = maximumImage == nil
            ? maximumTrackTintColor ?? UIColor.dynamic(light: .rgb(229, 229, 234), dark: .rgb(58, 58, 60)) : nil
        thumb.backgroundColor = thumbImage == nil ? thumbTintColor ?? .white : nil
        thumb.layer.cornerRadius = thumbImage == nil ? Self.thumbDiameter / 2 : 0
        thumb.layer.shadowOpacity = thumbImage == nil ? 0.2 : 0
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        layoutParts()
    }

    /// A state's images (highlighted while tracking, disabled) take over.
    open override func stateDidChange() {
        super.stateDidChange()
        layoutParts()
    }
}
