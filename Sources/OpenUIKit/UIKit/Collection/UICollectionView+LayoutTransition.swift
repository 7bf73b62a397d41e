import Foundation

/// An interactive layout transition under way (engine type).
@MainActor
final class InteractiveLayoutTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?

    init(layout: UICollectionViewTransitionLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion?) {
        self.layout = layout
        self.completion = completion
    }
}

/// Changing the layout, animated or interactively.
///
/// An animated change asks the old layout `prepareForTransition(to:)` and
/// the new one `prepareForTransition(from:)`, installs and prepares the new
/// layout, keeps the content offset the new layout's
/// `targetContentOffset(forProposedContentOffset:)` gives (inside the new
/// content), then moves every shown cell and supplementary view from its
/// old attributes to its new ones in one 0.3 s ease-in-out animation on
/// Segue's clock; views that end out of sight are removed when it ends.
/// Both layouts then get `finalizeLayoutTransition()` and the completion runs.
///
/// An interactive transition installs a `UICollectionViewTransitionLayout`
/// (the delegate's, or a plain one); the app sets its `transitionProgress`;
/// finishing animates from where the items are to the next layout and
/// installs it, cancelling animates back and reinstalls the current one;
/// the completion gets (animations completed, finished).
extension UICollectionView {
    func changeLayout(to newLayout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        let oldLayout = collectionViewLayout
        guard newLayout !== oldLayout else {
            completion?(true)
            return
        }
        prepareLayoutIfNeeded()
        // Where every shown element is now.
        var cellStart: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for ip in visible.keys { cellStart[ip] = oldLayout.layoutAttributesForItem(at: ip)?.copied() }
        var supplementaryStart: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for key in visibleSupplementaries.keys {
            supplementaryStart[key] = oldLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)?.copied()
        }
        if animated {
            oldLayout.prepareForTransition(to: newLayout)
            newLayout.prepareForTransition(from: oldLayout)
        }
        collectionViewLayout = newLayout
        newLayout.needsPrepare = true
        prepareLayoutIfNeeded()
        clampContentOffset(proposing: newLayout)
        guard animated, window != nil else {
            setNeedsLayout()
            layoutIfNeeded()
            completion?(true)
            return
        }

        // Cells that end out of sight slide to their new place, then go.
        var leaving: [UIView] = []
        var settle: [() -> Void] = []
        for (ip, cell) in visible {
            guard let end = newLayout.layoutAttributesForItem(at: ip), !end.frame.intersects(bounds) else { continue }
            visible[ip] = nil
            leaving.append(cell)
            outgoingViews.append(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
            settle.append { [weak self] in end.apply(to: cell, shiftedBy: self?.elementContainer(for: end).1 ?? .zero) }
        }
        UIView.performWithoutAnimation {
            setNeedsLayout()
            layoutIfNeeded()
        }
        for (ip, cell) in visible {
            guard let end = newLayout.layoutAttributesForItem(at: ip) else { continue }
            let start = cellStart[ip] ?? oldLayout.layoutAttributesForItem(at: ip)
            settle += Self.transition(cell, from: start, to: end, in: self)
        }
        for (key, view) in visibleSupplementaries {
            guard let end = newLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath) else { continue }
            let start = supplementaryStart[key] ?? oldLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
            settle += Self.transition(view, from: start, to: end, in: self)
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            self?.retire(leaving)
            oldLayout.finalizeLayoutTransition()
            newLayout.finalizeLayoutTransition()
            completion?(finished)
        }
        guard !settle.isEmpty else { return finish(true) }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { settle.forEach { $0() } }, completion: finish)
    }

    func beginInteractiveTransition(to layout: UICollectionViewLayout,
                                    completion: LayoutInteractiveTransitionCompletion?) -> UICollectionViewTransitionLayout {
        if interactiveTransition != nil {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "the collection view is already in the middle of an interactive transition")
            endInteractiveTransition(finishing: false, animated: false)
        }
        let current = collectionViewLayout
        let transition = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        current.prepareForTransition(to: layout)
        layout.prepareForTransition(from: current)
        interactiveTransition = InteractiveLayoutTransition(layout: transition, completion: completion)
        collectionViewLayout = transition
        return transition
    }

    func endInteractiveTransition(finishing: Bool, animated: Bool = true) {
        guard let transition = interactiveTransition else { return }
        interactiveTransition = nil
        let target = finishing ? transition.layout.nextLayout : transition.layout.currentLayout
        let other = finishing ? transition.layout.currentLayout : transition.layout.nextLayout
        changeLayout(to: target, animated: animated) { finished in
            if other.collectionView === self { other.collectionView = nil }
            transition.completion?(finished, finishing)
        }
    }
}
