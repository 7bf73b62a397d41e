import Foundation

extension UIImage {
    /// What an image is made for (`UIImage.Configuration`): the traits it
    /// is resolved with. `UIImage.SymbolConfiguration` adds a symbol's
    /// size, weight, scale and colours.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the configuration resolves images with.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// A copy with `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copy(traitCollection: traitCollection)
        }

        /// This configuration with what `otherConfiguration` specifies
        /// replacing what it specifies too (nil: unchanged).
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration else { return self }
            return copy(traitCollection: other.traitCollection ?? traitCollection)
        }

        /// A copy of the same class with `traitCollection`.
        func copy(traitCollection: UITraitCollection?) -> Self {
            (Configuration(traitCollection: traitCollection) as? Self) ?? self
        }
    }
}
