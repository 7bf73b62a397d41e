import Foundation

/// What a view keeps for Auto Layout, allocated the first time it is used
/// (most views in transitions never touch it).
@MainActor
final class ViewLayoutStorage {
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMask = true
    var hugging: (horizontal: Float, vertical: Float)
    var compression: (horizontal: Float, vertical: Float) = (750, 750)
    var guides: [UILayoutGuide] = []
    /// The engine this view is registered in (or owns, for a root).
    weak var engine: LayoutEngine?
    /// The engine of the hierarchy this view is the root of.
    var ownedEngine: LayoutEngine?
    var needsUpdateConstraints = false
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var layoutMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var lastSafeAreaInsets: UIEdgeInsets?
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    init(hugging: Float) { self.hugging = (hugging, hugging) }
}

extension UIView {
    /// The view's Auto Layout storage, made on first use.
    var autoLayout: ViewLayoutStorage {
        if let storage = layoutStorage { return storage }
        let storage = ViewLayoutStorage(hugging: defaultContentHugging.rawValue)
        layoutStorage = storage
        return storage
    }

    /// UIKit's default content hugging: 250 (`.defaultLow`) for views made in code.
    var defaultContentHugging: UILayoutPriority { .defaultLow }
}
