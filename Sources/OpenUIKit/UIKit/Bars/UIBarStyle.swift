import Foundation

/// The legacy style of a bar (`UIBarStyle`): a light bar or a dark one.
public enum UIBarStyle: Int, Sendable {
    /// The light bar.
    case `default` = 0
    /// The dark bar.
    case black = 1
    /// A dark translucent bar (use `.black` with `isTranslucent`).
    @available(iOS, deprecated: 13.0, message: "Use UIBarStyle.black and set the translucent property to true")
    case blackTranslucent = 2

    /// The dark opaque bar (use `.black`).
    @available(iOS, deprecated: 13.0, message: "Use UIBarStyle.black instead")
    public static var blackOpaque: UIBarStyle { .black }
}
