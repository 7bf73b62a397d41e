import Foundation

/// An on/off switch (`UISwitch`), drawn as iOS 13 and later draw it: a
/// 51 × 31 pt capsule track (the on tint, system green by default, when
/// on; a light grey fill when off) and a white 27 pt thumb with a shadow,
/// 2 pt in from the end it rests at.
///
/// A tap (touch down and up inside) toggles the switch, animating the
/// thumb and the track over 0.25 s, and sends `.valueChanged` (with
/// `.primaryActionTriggered`). `isOn` and `setOn(_:animated:)` change it
/// without sending events, as in UIKit. The switch keeps UIKit's fixed size:
/// its frame's size is always 51 × 31.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's look (`UISwitch.Style`; the sliding switch on iOS).
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }

    /// UIKit's switch size.
    public static let switchSize = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27
    static let animationDuration: TimeInterval = 0.25

    private let track = UIView()
    private let thumb = UIView()
    private var isOnStorage = false

    /// Whether the switch is on (false by default). Setting it moves the
    /// thumb at once and sends no event.
    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor? { didSet { updateAppearance() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateAppearance() } }
    /// The style asked for; iOS draws a sliding switch, as Segue does.
    open var preferredStyle: UISwitch.Style = .automatic
    /// The style drawn: always `.sliding`.
    open var style: UISwitch.Style { .sliding }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        if coder.containsValue(forKey: "on") { isOnStorage = coder.decodeBool(forKey: "on"); layoutParts() }
    }

    /// UIKit's size, whatever the frame asks for.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.switchSize) }
    }

    open override var intrinsicContentSize: CGSize { Self.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    /// Sets the state; animated, the thumb slides and the track's colour
    /// fades over 0.25 s. No event is sent.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOnStorage else { return }
        isOnStorage = on
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut], animations: {
                self.layoutParts()
            }, completion: nil)
        } else {
            layoutParts()
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    private func setUp() {
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.switchSize.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2.5
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(track)
        addSubview(thumb)
        updateAppearance()
    }

    private func updateAppearance() {
        layoutParts()
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// The track's frame and colour and the thumb's place for the state.
    private func layoutParts() {
        let size = Self.switchSize
        track.frame = CGRect(origin: .zero, size: size)
        track.backgroundColor = isOnStorage ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        let inset = (size.height - Self.thumbDiameter) / 2
        let x = isOnStorage ? size.width - inset - Self.thumbDiameter : inset
        thumb.frame = CGRect(x: x, y: inset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The off track: `systemFill` over white in the light style (the
    /// fill's dark value in the dark style).
    static let offTrackColor = UIColor.dynamic(light: .rgb(233, 233, 235), dark: .rgb(57, 57, 61))
}
