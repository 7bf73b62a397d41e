import Foundation

/// A colour (`UIColor`): RGB, white, HSB, the system colours, alpha variants.
/// Components are stored in sRGB, clamped to 0...1.
open class UIColor: NSObject, @unchecked Sendable {
    /// The fixed colour's components (a dynamic colour's are its provider's).
    private let fixed: CGColor
    /// A dynamic colour's provider (UIColor+Dynamic.swift).
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// The colour as Core Graphics draws it: a dynamic colour resolved with
    /// `UITraitCollection.current`.
    public var cgColor: CGColor {
        guard let provider else { return fixed }
        return provider(UITraitCollection.current).cgColor
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
    }

    /// A colour that `dynamicProvider` resolves for each trait collection
    /// (light and dark appearance, base and elevated levels).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        provider = dynamicProvider
        fixed = dynamicProvider(.standard).cgColor
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public init(cgColor: CGColor) {
        fixed = cgColor
        provider = nil
    }

    /// The colour a colour literal names (`#colorLiteral(red:green:blue:alpha:)`,
    /// Xcode's colour swatch): its components in sRGB, as
    /// `init(red:green:blue:alpha:)` takes them.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Hue, saturation and brightness in 0...1 (`UIColor(hue:saturation:brightness:alpha:)`).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue : 0).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let i = floor(h), f = h - i
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(i) % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A copy with a different alpha (still dynamic for a dynamic colour).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor { provider($0).withAlphaComponent(alpha) } }
        return UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha)
    }

    /// Writes the RGBA components; returns true (every UIColor here is RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = cgColor.red; green?.pointee = cgColor.green
        blue?.pointee = cgColor.blue; alpha?.pointee = cgColor.alpha
        return true
    }

    /// Colours are equal when their components are; dynamic colours when
    /// they resolve alike in the light, dark and dark elevated appearances.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        guard provider != nil || other.provider != nil else { return other.fixed == fixed }
        return UIColor.appearances.allSatisfy { resolvedColor(with: $0).fixed == other.resolvedColor(with: $0).fixed }
    }
    open override var hash: Int { fixed.hashValue }

    /// The appearances dynamic colours are compared in.
    static let appearances = [UITraitCollection.standard, UITraitCollection(userInterfaceStyle: .dark),
                              UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                             UITraitCollection(userInterfaceLevel: .elevated)])]
    open override var description: String {
        "UIColor(red: \(cgColor.red), green: \(cgColor.green), blue: \(cgColor.blue), alpha: \(cgColor.alpha))"
    }

    // Fixed colours.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    /// The tint colour (system blue; the system colours are in UIColor+System.swift).
    public static let tintColor = systemBlue
}
