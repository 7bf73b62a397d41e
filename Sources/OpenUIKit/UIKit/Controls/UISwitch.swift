import Foundation

/// An on/off switch (`UISwitch`), drawn as iOS 13 and later draw it: a
/// 51 × 31 pt capsule track (the on tint, system green by default, when
/// on; a light grey fill when off) and a white 27 pt thumb with a shadow,
/// 2 pt in from the end it rests at.
///
/// A tap (touch down and up inside) toggles the switch, animating the
/// thumb and the track over 0.25 s, and sends `.valueChanged` (with
/// `.primaryActionTriggered`). A drag moves the thumb to the half the finger
/// is over, and on release the switch takes the side the thumb is on,
/// sending `.valueChanged` only if that changed it, as on iOS. `isOn` and `setOn(_:animated:)` change it
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
    /// The side the thumb shows while a drag holds it (nil: `isOn`'s side).
    private var draggedOn: Bool?
    /// Where the tracked touch went down.
    private var trackingStart: CGPoint = .zero
    /// How far a finger travels before a touch is a drag rather than a tap.
    static let dragThreshold: CGFloat = 4

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

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        draggedOn = nil
        return true
    }

    /// Past a few points of travel the touch is a drag: the thumb follows
    /// the finger to the half it is over.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if draggedOn == nil, abs(point.x - trackingStart.x) < Self.dragThreshold { return true }
        let side = point.x > bounds.midX
        if side != (draggedOn ?? isOnStorage) || draggedOn == nil {
            draggedOn = side
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.layoutParts() }, completion: nil)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let dragged = draggedOn
        draggedOn = nil
        let target: Bool
        if let dragged { target = dragged } else if isTouchInside { target = !isOn } else { return }
        guard target != isOnStorage else {
            // Dragged back to where it was: the thumb settles, nothing is sent.
            UIView.animate(withDuration: Self.animationDuration) { self.layoutParts() }
            return
        }
        setOn(target, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        draggedOn = nil
        UIView.animate(withDuration: Self.animationDuration) { self.layoutParts() }
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
        let on = draggedOn ?? isOnStorage
        track.frame = CGRect(origin: .zero, size: size)
        track.backgroundColor = on ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        let inset = (size.height - Self.thumbDiameter) / 2
        let x = on ? size.width - inset - Self.thumbDiameter : inset
        thumb.frame = CGRect(x: x, y: inset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The off track: `systemFill` over white in the light style (the
    /// fill's dark value in the dark style).
    static let offTrackColor = UIColor.dynamic(light: .rgb(233, 233, 235), dark: .rgb(57, 57, 61))
}
