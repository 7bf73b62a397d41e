import Foundation

/// A transformation a configuration applies to a colour before using it
/// (`UIConfigurationColorTransformer`): call it like a function.
///
/// Two transformers are equal when they are the same transformer: one of the
/// system's, or copies of the same `init(_:)` value (closures cannot be
/// compared; docs/FIDELITY.md).
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    /// The transformation.
    public let transform: (UIColor) -> UIColor
    private let identity: Int

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        identity = Self.nextIdentity.next()
    }

    private init(identity: Int, _ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        self.identity = identity
    }

    /// Applies the transformation to `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// The colour's grey equivalent (Rec. 709 luma), keeping its alpha.
    public static let grayscale = UIConfigurationColorTransformer(identity: -1) { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
    }

    /// The app's tint colour (`UIColor.tintColor`) in place of the colour.
    public static let preferredTint = UIConfigurationColorTransformer(identity: -2) { _ in .tintColor }

    /// The tint colour in place of the colour, as a monochrome tint does:
    /// `systemGray` (Segue has no accessibility "monochrome" setting).
    public static let monochromeTint = UIConfigurationColorTransformer(identity: -3) { _ in .systemGray }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
    private static let nextIdentity = Counter()
}
