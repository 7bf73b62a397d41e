import Foundation

/// A pair of − and + buttons (`UIStepper`), drawn as iOS 13 and later draw
/// it: a 94 × 32 pt rounded rectangle in a light grey fill, split by a thin
/// divider, with a − on the left half and a + on the right in the label
/// colour (faded when that way is at its limit and the stepper does not wrap).
///
/// As in UIKit, a touch going down on a half steps `value` by `stepValue` at
/// once; holding it (`autorepeat`, the default) repeats the step after half a
/// second and then every tenth of a second. Each change by the user sends
/// `.valueChanged` at once when `isContinuous` (the default), else once when
/// the touch lifts. At a limit the value holds there, or with `wraps` goes
/// round to the other limit. Setting `value` (or the limits) in code clamps
/// it and sends nothing. The stepper keeps UIKit's fixed size, 94 × 32.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// UIKit's stepper size.
    static let stepperSize = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// The wait before a held half starts repeating, and the time between repeats.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    private let background = UIImageView()
    private let divider = UIImageView()
    private let decrementHighlight = UIView()
    private let incrementHighlight = UIView()
    private let decrementGlyph = UIImageView()
    private let incrementGlyph = UIImageView()
    private let minusBar = UIView()
    private let plusBars = [UIView(), UIView()]

    private var valueStorage: Double = 0
    private var minimumStorage: Double = 0
    private var maximumStorage: Double = 100
    private var stepStorage: Double = 1
    /// The half being pressed: -1 (decrement), +1 (increment) or 0.
    private var pressedDirection = 0
    private var nextRepeat: CFTimeInterval = 0
    private var repeatLink: CADisplayLink?
    /// Whether a non-continuous press changed the value (to send on release).
    private var changedDuringPress = false
    private var backgroundImages: [UInt: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]

    /// Whether user changes send `.valueChanged` at once (true) or when the touch lifts.
    open var isContinuous = true
    /// Whether holding a half repeats its step (true by default).
    open var autorepeat = true
    /// Whether stepping past a limit goes round to the other limit (false by default).
    open var wraps = false { didSet { updateAppearance() } }

    /// The value (0 by default), clamped to `minimumValue...maximumValue`. Setting it sends no event.
    open var value: Double {
        get { valueStorage }
        set {
            guard newValue.isFinite else { return }
            valueStorage = min(max(newValue, minimumStorage), maximumStorage)
            updateAppearance()
        }
    }

    /// The lowest value (0 by default). UIKit raises if it is not below
    /// `maximumValue`; Segue keeps the old limit instead. The value is clamped to it.
    open var minimumValue: Double {
        get { minimumStorage }
        set {
            guard newValue.isFinite, newValue < maximumStorage else { return }
            minimumStorage = newValue
            value = valueStorage
        }
    }

    /// The highest value (100 by default). UIKit raises if it is not above
    /// `minimumValue`; Segue keeps the old limit instead. The value is clamped to it.
    open var maximumValue: Double {
        get { maximumStorage }
        set {
            guard newValue.isFinite, newValue > minimumStorage else { return }
            maximumStorage = newValue
            value = valueStorage
        }
    }

    /// The step (1 by default). UIKit raises unless it is above 0; Segue keeps the old step instead.
    open var stepValue: Double {
        get { stepStorage }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            stepStorage = newValue
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.stepperSize))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        if coder.containsValue(forKey: "maximumValue") { maximumValue = coder.decodeDouble(forKey: "maximumValue") }
        if coder.containsValue(forKey: "minimumValue") { minimumValue = coder.decodeDouble(forKey: "minimumValue") }
        if coder.containsValue(forKey: "stepValue") { stepValue = coder.decodeDouble(forKey: "stepValue") }
        if coder.containsValue(forKey: "value") { value = coder.decodeDouble(forKey: "value") }
        if coder.containsValue(forKey: "wraps") { wraps = coder.decodeBool(forKey: "wraps") }
    }

    /// UIKit's size, whatever the frame asks for.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.stepperSize) }
    }

    open override var intrinsicContentSize: CGSize { Self.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

    // MARK: Images

    /// Sets the image drawn, stretched, behind both halves in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        updateAppearance()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// Sets the divider's image for a pair of half states.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        dividerImages["\(leftState.rawValue)/\(rightState.rawValue)"] = image
        updateAppearance()
    }

    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        dividerImages["\(state.rawValue)/\(state2.rawValue)"]
    }

    /// Sets the image drawn instead of the + in `state`.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        updateAppearance()
    }

    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state.rawValue] }

    /// Sets the image drawn instead of the − in `state`.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        updateAppearance()
    }

    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state.rawValue] }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(direction) else { return false }
        pressedDirection = direction
        changedDuringPress = false
        step()
        if autorepeat {
            nextRepeat = CACurrentMediaTime() + Self.repeatDelay
            let link = CADisplayLink { [weak self] _ in self?.repeatTick() }
            link.add(to: .main, forMode: .common)
            repeatLink = link
        }
        updateAppearance()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateAppearance()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishPress()
    }

    /// Repeats the held step while the finger stays on the stepper.
    private func repeatTick() {
        guard pressedDirection != 0 else { return }
        let now = CACurrentMediaTime()
        while now >= nextRepeat, pressedDirection != 0 {
            nextRepeat += Self.repeatInterval
            if isTouchInside { step() }
        }
    }

    private func finishPress() {
        repeatLink?.invalidate()
        repeatLink = nil
        pressedDirection = 0
        if !isContinuous, changedDuringPress { sendActions(for: .valueChanged) }
        changedDuringPress = false
        updateAppearance()
    }

    /// Whether a step `direction` (-1 or +1) can change the value.
    private func canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? valueStorage > minimumStorage : valueStorage < maximumStorage)
    }

    /// One user step in the pressed direction: clamped, or wrapped round.
    private func step() {
        guard pressedDirection != 0, canStep(pressedDirection) else { return }
        var next = valueStorage + Double(pressedDirection) * stepStorage
        if next > maximumStorage { next = wraps ? minimumStorage : maximumStorage }
        if next < minimumStorage { next = wraps ? maximumStorage : minimumStorage }
        guard next != valueStorage else { return }
        valueStorage = next
        updateAppearance()
        if isContinuous { sendActions(for: .valueChanged) } else { changedDuringPress = true }
    }

    // MARK: Drawing

    private func setUp() {
        background.layer.cornerRadius = Self.cornerRadius
        background.clipsToBounds = true
        for part in [background, decrementHighlight, incrementHighlight, divider, decrementGlyph, incrementGlyph, minusBar] + plusBars {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        for bar in [minusBar] + plusBars { bar.layer.cornerRadius = 1 }
        layoutParts()
        updateAppearance()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    /// Halves 47 pt wide; a 1 × 18 pt divider; − and + 14 pt wide, 2 pt strokes.
    private func layoutParts() {
        let size = Self.stepperSize
        let half = size.width / 2
        background.frame = CGRect(origin: .zero, size: size)
        decrementHighlight.frame = CGRect(x: 0, y: 0, width: half, height: size.height)
        incrementHighlight.frame = CGRect(x: half, y: 0, width: half, height: size.height)
        decrementHighlight.layer.cornerRadius = Self.cornerRadius
        incrementHighlight.layer.cornerRadius = Self.cornerRadius
        divider.frame = CGRect(x: half - 0.5, y: (size.height - 18) / 2, width: 1, height: 18)
        let glyph: CGFloat = 14, stroke: CGFloat = 2
        let left = CGPoint(x: half / 2, y: size.height / 2), right = CGPoint(x: half * 1.5, y: size.height / 2)
        decrementGlyph.frame = CGRect(x: left.x - glyph / 2, y: left.y - glyph / 2, width: glyph, height: glyph)
        incrementGlyph.frame = CGRect(x: right.x - glyph / 2, y: right.y - glyph / 2, width: glyph, height: glyph)
        minusBar.frame = CGRect(x: left.x - glyph / 2, y: left.y - stroke / 2, width: glyph, height: stroke)
        plusBars[0].frame = CGRect(x: right.x - glyph / 2, y: right.y - stroke / 2, width: glyph, height: stroke)
        plusBars[1].frame = CGRect(x: right.x - stroke / 2, y: right.y - glyph / 2, width: stroke, height: glyph)
    }

    /// The state of one half: disabled at its limit, highlighted while pressed.
    private func state(of direction: Int) -> UIControl.State {
        if !isEnabled || !canStep(direction) { return .disabled }
        return pressedDirection == direction && isTouchInside ? .highlighted : .normal
    }

    private func image(_ images: [UInt: UIImage], for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    private func updateAppearance() {
        let decrementState = state(of: -1), incrementState = state(of: 1)
        let fill = UIColor.dynamic(light: .rgb(118, 118, 128, 0.12), dark: .rgb(118, 118, 128, 0.24))
        let backgroundState: UIControl.State = isEnabled ? .normal : .disabled
        background.image = image(backgroundImages, for: backgroundState)
        background.backgroundColor = background.image == nil ? fill : nil
        let pressed = UIColor.dynamic(light: .rgb(118, 118, 128, 0.2), dark: .rgb(118, 118, 128, 0.36))
        decrementHighlight.backgroundColor = decrementState == .highlighted && background.image == nil ? pressed : .clear
        incrementHighlight.backgroundColor = incrementState == .highlighted && background.image == nil ? pressed : .clear
        divider.image = dividerImages["\(decrementState.rawValue)/\(incrementState.rawValue)"]
            ?? dividerImages["0/0"]
        divider.backgroundColor = divider.image == nil ? UIColor.dynamic(light: .rgb(60, 60, 67, 0.29), dark: .rgb(84, 84, 88, 0.6)) : nil
        let enabledGlyph = UIColor.label, disabledGlyph = UIColor.tertiaryLabel
        decrementGlyph.image = image(decrementImages, for: decrementState)?.withRenderingMode(.alwaysTemplate)
        incrementGlyph.image = image(incrementImages, for: incrementState)?.withRenderingMode(.alwaysTemplate)
        decrementGlyph.tintColor = decrementState == .disabled ? disabledGlyph : enabledGlyph
        incrementGlyph.tintColor = incrementState == .disabled ? disabledGlyph : enabledGlyph
        minusBar.isHidden = decrementGlyph.image != nil
        plusBars.forEach { $0.isHidden = incrementGlyph.image != nil }
        minusBar.backgroundColor = decrementGlyph.tintColor
        plusBars.forEach { $0.backgroundColor = incrementGlyph.tintColor }
    }
}
