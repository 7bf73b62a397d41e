import Foundation

/// How a `CATransition` is shown: the layer's previous look, frozen from the
/// last committed render tree, in an overlay sublayer; the layer itself
/// offset (additively) for the motion types. Every moving part is linear
/// in the transition's progress, so plain basic animations with the
/// transition's timing draw it exactly.
extension CALayer {
    func startTransitionEffect(_ transition: CATransition) {
        if transition.filter != nil {
            Log.quartzCore.warning("CATransition.filter: Segue has no Core Image filters; the transition is drawn by its type")
        }
        let size = bounds.size
        let vertical = transition.subtype == .fromTop || transition.subtype == .fromBottom
        let sign: CGFloat = transition.subtype == .fromRight || transition.subtype == .fromBottom ? 1 : -1
        let extent = vertical ? size.height : size.width
        let start = CGFloat(min(max(transition.startProgress, 0), 1))
        let end = max(start, CGFloat(min(max(transition.endProgress, 0), 1)))
        let kind = transition.type

        /// The new content's offset along the axis at progress p.
        func newOffset(_ p: CGFloat) -> CGFloat {
            kind == .push || kind == .moveIn ? sign * extent * (1 - p) : 0
        }
        /// The overlay's frame (in this layer's space) and the frozen
        /// picture's origin (in the overlay's space), along the axis.
        func overlay(_ p: CGFloat) -> (origin: CGFloat, length: CGFloat, picture: CGFloat) {
            let o = newOffset(p)
            switch kind {
            case .push: return (-sign * extent, extent, 0)              // old world offset o − sW, less o
            case .reveal: return (-sign * extent * p, extent, 0)        // old slides away over the new
            case .moveIn:                                                // old stays; only its uncovered part shows
                return sign > 0 ? (-o, o, 0) : (extent, -o, -(extent + o))
            default: return (0, extent, 0)
            }
        }
        func point(_ along: CGFloat, _ across: CGFloat = 0) -> CGPoint {
            vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
        }
        func length(_ along: CGFloat) -> CGSize {
            vertical ? CGSize(width: size.width, height: along) : CGSize(width: along, height: size.height)
        }

        let container = CALayer()
        container.name = "transition-overlay"
        let picture = CALayer()
        let (from, to) = (overlay(start), overlay(end))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.anchorPoint = .zero
        container.masksToBounds = kind == .moveIn
        container.bounds = CGRect(origin: .zero, size: length(to.length))
        container.position = point(to.origin)
        container.opacity = kind == .fade ? Float(1 - end) : 1
        picture.anchorPoint = .zero
        picture.bounds = CGRect(origin: .zero, size: size)
        picture.position = point(to.picture)
        picture.frozenContent = previousLook()
        container.addSublayer(picture)
        addSublayer(container)
        CATransaction.commit()

        func animation(_ keyPath: String, _ fromValue: Any, _ toValue: Any, additive: Bool = false) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = fromValue
            animation.toValue = toValue
            animation.isAdditive = additive
            animation.timing.duration = transition.timing.duration
            animation.timing.beginTime = transition.timing.beginTime
            animation.timing.speed = transition.timing.speed
            animation.timing.timeOffset = transition.timing.timeOffset
            animation.timingFunction = transition.timingFunction
            animation.pendingDelay = transition.pendingDelay
            return animation
        }
        let layer = self
        let finish = TransitionAnimationTracker { _ in
            container.removeFromSuperlayer()
            layer.removeAnimation(forKey: "transition.offset")
        }
        let carrier = animation("position", point(from.origin), point(to.origin))
        carrier.delegate = finish
        container.add(carrier, forKey: "transition")
        if from.length != to.length { container.add(animation("bounds.size", length(from.length), length(to.length)), forKey: "transition.size") }
        if from.picture != to.picture { picture.add(animation("position", point(from.picture), point(to.picture)), forKey: "transition") }
        if kind == .fade { container.add(animation("opacity", 1 - start, 1 - end), forKey: "transition.fade") }
        if newOffset(start) != newOffset(end) {
            let key = vertical ? "transform.translation.y" : "transform.translation.x"
            add(animation(key, newOffset(start), newOffset(end), additive: true), forKey: "transition.offset")
        }
        // Keep the previous look above sublayers the same transaction adds
        // after the transition (a push with `animated: false`, say).
        AnimationEngine.shared.async { [weak self, weak container] in
            guard let self, let container, container.superlayer === self, self.sublayers?.last !== container else { return }
            container.removeFromSuperlayer()
            self.addSublayer(container)
        }
    }

    /// The layer's subtree as the last committed render tree drew it (the
    /// look before this transaction's changes), or as it is now when it has
    /// not been drawn in a window yet.
    func previousLook() -> FrozenContent {
        var root = self
        while let parent = root.superlayer { root = parent }
        if let committed = AnimationEngine.shared.committedTree(for: root),
           let index = committed.layers.firstIndex(where: { $0.layerID == layerID }) {
            let end = committed.layers[index].subtreeEnd
            let nodes = committed.layers[index..<end].map { node -> RenderLayer in
                var node = node
                node.subtreeEnd -= index
                return node
            }
            let tree = RenderTree(time: committed.time, layers: Array(nodes))
            return FrozenContent(tree: tree, origin: tree.layers.first?.bounds.origin ?? .zero)
        }
        return FrozenContent(tree: RenderTree(capturing: self), origin: bounds.origin)
    }
}
