import Foundation

extension UIImage {
    /// The weight of a symbol image (`UIImage.SymbolWeight`), with UIKit's
    /// raw values; a symbol drawn at a weight matches text of the same
    /// `UIFont.Weight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The font weight the symbol weight matches.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: return .regular
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }
}
