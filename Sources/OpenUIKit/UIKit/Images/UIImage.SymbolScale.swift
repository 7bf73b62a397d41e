import Foundation

extension UIImage {
    /// The size of a symbol relative to the text it sits with
    /// (`UIImage.SymbolScale`), with UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        /// The scale the context chooses: `.medium` for a plain image.
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }
}
