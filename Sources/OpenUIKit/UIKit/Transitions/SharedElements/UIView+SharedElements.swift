import Foundation

/// A view's shared-element attributes, made on first set.
@MainActor
final class SharedElementAttributes {
    var transitionID: String?
    var modifiers: [TransitionModifier] = []
}

extension UIView {
    /// The id that pairs this view with a view of the other controller in a
    /// `SharedElementTransition` (Segue addition, not in UIKit; Hero's
    /// `hero.id`). Two views with the same id, one in the source and one in
    /// the destination, fly from one to the other. Nil (the default) takes
    /// no part in matching. An empty string counts as nil.
    public var transitionID: String? {
        get { sharedElementAttributes?.transitionID }
        set {
            let id = newValue?.isEmpty == true ? nil : newValue
            if id == nil && sharedElementAttributes == nil { return }
            attributesForWriting.transitionID = id
        }
    }

    /// How this view enters or leaves when it has no matched partner in a
    /// `SharedElementTransition` (Segue addition; see `TransitionModifier`).
    /// Empty (the default): the view moves with its controller's view.
    public var transitionModifiers: [TransitionModifier] {
        get { sharedElementAttributes?.modifiers ?? [] }
        set {
            if newValue.isEmpty && sharedElementAttributes == nil { return }
            attributesForWriting.modifiers = newValue
        }
    }

    private var attributesForWriting: SharedElementAttributes {
        if let existing = sharedElementAttributes { return existing }
        let made = SharedElementAttributes()
        sharedElementAttributes = made
        return made
    }
}
