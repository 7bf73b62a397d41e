import Foundation

/// An animation of a layer's whole content changing (Core Animation's
/// `CATransition`): added to a layer, it shows the layer's previous look
/// leaving and its new look arriving, by `type` (fade, move in, push,
/// reveal) from the direction `subtype` names. The previous look is the
/// layer as last drawn (the changes of the current transaction, made before
/// or after `add(_:forKey:)`, are the new look), as Core Animation does.
///
/// ```swift
/// let transition = CATransition()
/// transition.duration = 0.3
/// transition.type = .push
/// transition.subtype = .fromRight
/// navigationController.view.layer.add(transition, forKey: kCATransition)
/// navigationController.pushViewController(next, animated: false)
/// ```
///
/// Segue draws the previous look as a frozen picture in a sublayer
/// named `transition-overlay` and moves the layer itself for the motion
/// types (docs/FIDELITY.md); both go when the transition ends.
open class CATransition: CAAnimation {
    /// The kind of transition (default `.fade`).
    open var type: CATransitionType = .fade
    /// Where the new content comes from for `.moveIn`, `.push` and
    /// `.reveal` (default nil, drawn as `.fromLeft`).
    open var subtype: CATransitionSubtype?
    /// How far into the transition it starts, 0...1 (default 0).
    open var startProgress: Float = 0
    /// How far into the transition it ends, 0...1 (default 1); not less than `startProgress`.
    open var endProgress: Float = 1
    /// A Core Image filter in Core Animation; Segue has none, and a filter
    /// set here is not drawn (a diagnostic says so when it is added).
    open var filter: Any?

    public override init() { super.init() }

    override func makeCopy() -> CAAnimation {
        let copy = CATransition()
        copySettings(to: copy)
        return copy
    }

    override func copySettings(to c: CAAnimation) {
        super.copySettings(to: c)
        guard let c = c as? CATransition else { return }
        c.type = type
        c.subtype = subtype
        c.startProgress = startProgress
        c.endProgress = endProgress
        c.filter = filter
    }
}

/// `kCATransition`, the key Core Animation adds a layer's transition
/// action under (and the key apps add their transitions for).
public let kCATransition = "transition"
