import Foundation

/// A view a collection view recycles (`UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The supplementary or decoration kind it was made for (nil for cells).
    var elementKind: String?

    /// Required so the collection view can create registered subclasses from their type.
    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called just before the view is handed out again by a dequeue; the
    /// default does nothing (UIKit's resets nothing either).
    open func prepareForReuse() {}

    /// Applies the layout's attributes (the collection view has already set the geometry).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
