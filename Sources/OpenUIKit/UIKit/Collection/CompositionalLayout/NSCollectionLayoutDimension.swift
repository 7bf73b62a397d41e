import Foundation

/// One dimension (width or height) of a compositional layout element
/// (`NSCollectionLayoutDimension`): a fraction of the containing group's
/// width or height, an absolute value in points, or an estimate.
///
/// Segue does not measure cells, so an estimated dimension (and
/// `uniformAcrossSiblings(estimate:)`) resolves to its estimate
/// (docs/FIDELITY.md). The class is `public`, not `open`: its factories
/// return `Self` and UIKit offers no initialiser a subclass could call.
@preconcurrency @MainActor
public class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    let value: CGFloat

    required init(kind: Kind, value: CGFloat) {
        self.kind = kind
        self.value = value
    }

    /// A fraction of the containing group's (the section's, for a top-level group) width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, value: fractionalWidth) }
    /// A fraction of the containing group's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, value: fractionalHeight) }
    /// An exact value in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, value: absoluteDimension) }
    /// An estimate that the final size may differ from (here: the estimate).
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, value: estimatedDimension) }
    /// The same estimated size for every item of a group (iOS 17; here: the estimate).
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, value: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// The fraction, points or estimate.
    public var dimension: CGFloat { value }

    /// The value in points inside a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * value
        case .fractionalHeight: return container.height * value
        case .absolute, .estimated, .uniformAcrossSiblings: return value
        }
    }
}
