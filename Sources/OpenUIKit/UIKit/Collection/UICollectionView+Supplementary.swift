import Foundation

/// A registration key: element kind and reuse identifier (engine type).
struct ReusableViewKey: Hashable {
    var kind: String
    var identifier: String
}

/// A shown supplementary or decoration view's key: kind and index path (engine type).
struct ElementKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}

/// Supplementary views (headers, footers, badges) and decoration views
/// (section backgrounds).
///
/// The layout names them in its attributes; for each supplementary view in
/// the visible bounds the collection view asks its data source's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, which returns a
/// view from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`;
/// decoration views it makes itself from the class the layout registered for
/// their kind. Views that leave the bounds are recycled, as cells are.
/// Supplementary views are kept in front of cells and decoration views behind
/// them (then `zIndex` orders them, as the layer's `zPosition`).
extension UICollectionView {
    /// Registers a class for supplementary views of `elementKind` under
    /// `identifier` (nil removes it). A class that is not a
    /// `UICollectionReusableView` is reported as UIKit reports it.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = ReusableViewKey(kind: elementKind, identifier: identifier)
        supplementaryNibs[key] = nil
        guard let viewClass else { supplementaryClasses[key] = nil; return }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "attempt to register a class which is not a subclass of UICollectionReusableView (\(viewClass))")
            return
        }
        supplementaryClasses[key] = reusable
    }

    /// Registers a nib whose top-level view is the supplementary view of `kind` for `identifier`.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = ReusableViewKey(kind: kind, identifier: identifier)
        supplementaryClasses[key] = nil
        supplementaryNibs[key] = nib
    }

    /// A recycled supplementary view of `elementKind` for `identifier` (after
    /// `prepareForReuse()`), or a new one of the registered class. Without a
    /// registration UIKit raises `NSInternalInconsistencyException`; Segue
    /// reports it through `UIKitException` and returns a plain view.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = ReusableViewKey(kind: elementKind, identifier: identifier)
        if var pool = supplementaryPool[key], let view = pool.popLast() {
            supplementaryPool[key] = pool
            view.prepareForReuse()
            return view
        }
        if let nib = supplementaryNibs[key],
           let view = nib.instantiate(withOwner: nil).first(where: { $0 is UICollectionReusableView }) as? UICollectionReusableView {
            view.reuseIdentifier = identifier
            view.elementKind = elementKind
            return view
        }
        guard let viewClass = supplementaryClasses[key] else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            let view = UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            view.elementKind = elementKind
            return view
        }
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = identifier
        view.elementKind = elementKind
        return view
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementaries[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the visible supplementary views of `elementKind`.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes for a supplementary element.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Layout pass

    /// The view an element's view goes in, and how its frame moves there:
    /// the collection view itself, or its section's own scroll view.
    func elementContainer(for attrs: UICollectionViewLayoutAttributes) -> (UIView, CGVector) {
        guard attrs.isInSectionScroller, let scroller = orthogonalScrollers[attrs.indexPath.section] else { return (self, .zero) }
        let offset = scroller.contentOffset
        let band = scroller.frame
        return (scroller, CGVector(dx: offset.x - band.minX, dy: offset.y - band.minY))
    }

    func layoutSupplementaries(_ attributes: [UICollectionViewLayoutAttributes]) {
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attrs in attributes {
            guard let kind = attrs.representedElementKind else { continue }
            wanted[ElementKey(kind: kind, indexPath: attrs.indexPath)] = attrs
        }
        for (key, view) in visibleSupplementaries where wanted[key] == nil {
            visibleSupplementaries[key] = nil
            recycleSupplementary(view, kind: key.kind)
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        for (key, attrs) in wanted.sorted(by: { $0.value.zIndex < $1.value.zIndex }) {
            let (container, shift) = elementContainer(for: attrs)
            let view: UICollectionReusableView
            if let shown = visibleSupplementaries[key] {
                view = shown
            } else {
                guard let ds = dataSource else { continue }
                view = ds.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                if view.elementKind == nil { view.elementKind = key.kind }
                visibleSupplementaries[key] = view
                attrs.apply(to: view, shiftedBy: shift)
                view.apply(attrs)
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            }
            attrs.apply(to: view, shiftedBy: shift)
            view.apply(attrs)
            // In front of the cells (which are added below the supplementary views).
            if view.superview !== container { container.addSubview(view) }
            view.layoutIfNeeded()
        }
    }

    func layoutDecorations(_ attributes: [UICollectionViewLayoutAttributes]) {
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attrs in attributes {
            guard let kind = attrs.representedElementKind else { continue }
            wanted[ElementKey(kind: kind, indexPath: attrs.indexPath)] = attrs
        }
        for (key, view) in visibleDecorations where wanted[key] == nil {
            visibleDecorations[key] = nil
            view.removeFromSuperview()
            decorationPool[key.kind, default: []].append(view)
        }
        for (key, attrs) in wanted {
            let view: UICollectionReusableView
            if let shown = visibleDecorations[key] {
                view = shown
            } else if var pool = decorationPool[key.kind], let recycled = pool.popLast() {
                decorationPool[key.kind] = pool
                recycled.prepareForReuse()
                view = recycled
            } else if let made = makeDecorationView(ofKind: key.kind) {
                view = made
            } else {
                continue
            }
            visibleDecorations[key] = view
            attrs.apply(to: view)
            view.apply(attrs)
            if view.superview !== self { insertSubview(view, at: 0) }
        }
    }

    private func makeDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        let layout = collectionViewLayout
        if let nib = layout.decorationNibs[kind],
           let view = nib.instantiate(withOwner: nil).first(where: { $0 is UICollectionReusableView }) as? UICollectionReusableView {
            view.elementKind = kind
            return view
        }
        guard let viewClass = layout.decorationClasses[kind] else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "could not dequeue a decoration view of kind: \(kind) - must register a nib or a class for the kind")
            layout.decorationClasses[kind] = UICollectionReusableView.self
            return nil
        }
        let view = viewClass.init(frame: .zero)
        view.elementKind = kind
        return view
    }

    func recycleSupplementary(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        if let id = view.reuseIdentifier {
            supplementaryPool[ReusableViewKey(kind: kind, identifier: id), default: []].append(view)
        }
    }

    func recycleAllSupplementaries() {
        for (key, view) in visibleSupplementaries { recycleSupplementary(view, kind: key.kind) }
        visibleSupplementaries = [:]
        for (key, view) in visibleDecorations {
            view.removeFromSuperview()
            decorationPool[key.kind, default: []].append(view)
        }
        visibleDecorations = [:]
    }
}
