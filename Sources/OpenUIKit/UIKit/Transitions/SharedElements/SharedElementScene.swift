import Foundation

/// The stage of one `SharedElementTransition`: the matched pairs with their
/// flight views, the unmatched views with modifiers, and what must be put
/// back when the transition ends (completed or cancelled).
///
/// Built when the transition's animator is made, after the destination view
/// is in the container at its final frame and laid out. Everything it
/// animates is animated by one `UIViewPropertyAnimator`, so a percent-driven
/// interaction scrubs, finishes and reverses it like any interruptible
/// transition.
@MainActor
final class SharedElementScene {
    /// What a flight interpolates, in the container's coordinates.
    struct ViewState {
        var center: CGPoint
        var size: CGSize
        var transform: CGAffineTransform
        var alpha: CGFloat
        var cornerRadius: CGFloat
        var masksToBounds: Bool
        var backgroundColor: CGColor?
        var borderWidth: CGFloat
        var borderColor: CGColor?
        var shadowColor: CGColor?
        var shadowOpacity: Float
        var shadowRadius: CGFloat
        var shadowOffset: CGSize
        var zPosition: CGFloat

        @MainActor
        init(of view: UIView, in container: UIView) {
            let b = view.bounds
            center = container.convert(CGPoint(x: b.midX, y: b.midY), from: view)
            size = b.size
            transform = view.transform
            alpha = view.alpha
            let layer = view.layer
            cornerRadius = layer.cornerRadius
            masksToBounds = layer.masksToBounds
            backgroundColor = layer.backgroundColor
            borderWidth = layer.borderWidth
            borderColor = layer.borderColor
            shadowColor = layer.shadowColor
            shadowOpacity = layer.shadowOpacity
            shadowRadius = layer.shadowRadius
            shadowOffset = layer.shadowOffset
            zPosition = layer.zPosition
        }
    }

    /// One matched pair and the views that fly it.
    struct Flight {
        let id: String
        let source: UIView
        let destination: UIView
        let from: ViewState
        let to: ViewState
        /// Carries position, size, transform, alpha and the shadow.
        let shell: UIView
        /// Carries corner radius, background, border and the clip.
        let clip: UIView
        let sourceSnapshot: UIView
        let destinationSnapshot: UIView
    }

    /// An unmatched view animated by its modifiers.
    struct Modified {
        let view: UIView
        let appearing: Bool
        let ownAlpha: CGFloat
        let ownTransform: CGAffineTransform
        let modifiedAlpha: CGFloat
        let modifiedTransform: CGAffineTransform
        let delay: TimeInterval
    }

    let container: UIView
    /// True for presentations, pushes and tab switches: the destination is
    /// above the source and fades in; otherwise the source fades out above it.
    let forward: Bool
    private(set) var flights: [Flight] = []
    private(set) var modified: [Modified] = []
    /// Holds the flights above both controllers' views.
    let overlay = UIView()
    private var hidden: [(view: UIView, wasHidden: Bool)] = []
    private var fadingRoot: (view: UIView, alpha: CGFloat)?
    private var restored = false

    init(context: any UIViewControllerContextTransitioning) {
        container = context.containerView
        let kind = (context as? TransitionContext)?.kind
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        switch kind {
        case .dismiss?, .pop?: forward = false
        case .present?, .push?, .tab?, .size?: forward = true
        case nil: forward = !(toView?.isDescendant(of: context.containerView) ?? false)
        }
        if let toView, let toVC = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: toVC)
            if final != .zero { toView.frame = final }
            if toView.superview !== container {
                if !forward, let fromView, fromView.superview === container {
                    container.insertSubview(toView, belowSubview: fromView)
                } else {
                    container.addSubview(toView)
                }
            }
        }
        container.layoutIfNeeded()
        toView?.layoutIfNeeded()
        // Controllers whose views stay outside the container (a dismissal
        // over a presenter that was not removed) are matched in place.
        let sourceRoot = fromView ?? context.viewController(forKey: .from)?.viewIfLoaded
        let destinationRoot = toView ?? context.viewController(forKey: .to)?.viewIfLoaded
        if let sourceRoot, let destinationRoot {
            matchPairs(sourceRoot: sourceRoot, destinationRoot: destinationRoot)
        }
        if let sourceRoot { collectModified(in: sourceRoot, appearing: false) }
        if let destinationRoot { collectModified(in: destinationRoot, appearing: true) }
        if forward, let toView {
            fadingRoot = (toView, toView.alpha)
        } else if !forward, let fromView, fromView.superview === container {
            fadingRoot = (fromView, fromView.alpha)
        }
    }

    // MARK: Matching

    /// The first visible view in pre-order for each id under `root`.
    static func taggedViews(under root: UIView) -> [(id: String, view: UIView)] {
        var found: [(id: String, view: UIView)] = []
        var seen: Set<String> = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let id = view.transitionID, !seen.contains(id) {
                seen.insert(id)
                found.append((id, view))
                return // a matched view flies with its subtree
            }
            for sub in view.subviews { visit(sub) }
        }
        visit(root)
        return found
    }

    private func matchPairs(sourceRoot: UIView, destinationRoot: UIView) {
        let destinations = Self.taggedViews(under: destinationRoot)
        var byID: [String: UIView] = [:]
        for entry in destinations where entry.view.window != nil { byID[entry.id] = entry.view }
        var pairs: [(String, UIView, UIView)] = []
        for (id, source) in Self.taggedViews(under: sourceRoot) where source.window != nil {
            guard let destination = byID[id], destination !== source else { continue }
            pairs.append((id, source, destination))
        }
        // Later pairs draw above earlier ones at equal zPosition (the
        // renderer sorts siblings stably by zPosition).
        pairs.sort { $0.2.layer.zPosition < $1.2.layer.zPosition }
        overlay.frame = container.bounds
        overlay.isUserInteractionEnabled = false
        for (id, source, destination) in pairs {
            let from = ViewState(of: source, in: container)
            let to = ViewState(of: destination, in: container)
            let sourceSnapshot = Self.flightSnapshot(of: source)
            let destinationSnapshot = Self.flightSnapshot(of: destination)
            let shell = UIView()
            let clip = UIView()
            shell.isUserInteractionEnabled = false
            shell.addSubview(clip)
            clip.addSubview(sourceSnapshot)
            clip.addSubview(destinationSnapshot)
            shell.layer.zPosition = to.zPosition
            overlay.addSubview(shell)
            flights.append(Flight(id: id, source: source, destination: destination, from: from, to: to,
                                  shell: shell, clip: clip, sourceSnapshot: sourceSnapshot,
                                  destinationSnapshot: destinationSnapshot))
        }
    }

    /// A snapshot of `view`'s subtree without its own corner radius,
    /// background, border and shadow: the flight draws those live, so they
    /// interpolate instead of scaling with the picture.
    static func flightSnapshot(of view: UIView) -> UIView {
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: view.bounds.size))
        var tree = RenderTree(capturing: view.layer)
        if !tree.layers.isEmpty {
            tree.layers[0].cornerRadius = 0
            tree.layers[0].backgroundColor = nil
            tree.layers[0].borderWidth = 0
            tree.layers[0].shadowOpacity = 0
        }
        snapshot.layer.frozenContent = FrozenContent(tree: tree, origin: view.bounds.origin)
        snapshot.isUserInteractionEnabled = false
        return snapshot
    }

    // MARK: Modifiers

    private func collectModified(in root: UIView, appearing: Bool) {
        let matched = Set(flights.map { ObjectIdentifier(appearing ? $0.destination : $0.source) })
        func add(_ view: UIView, _ modifiers: [TransitionModifier], delay: TimeInterval) {
            let own = (view.alpha, view.transform)
            let target = modifiers.modifiedState(alpha: own.0, transform: own.1)
            modified.append(Modified(view: view, appearing: appearing, ownAlpha: own.0, ownTransform: own.1,
                                     modifiedAlpha: target.alpha, modifiedTransform: target.transform,
                                     delay: delay))
        }
        func visit(_ view: UIView) {
            if matched.contains(ObjectIdentifier(view)) { return }
            let modifiers = view.transitionModifiers
            if !modifiers.isEmpty && view !== root {
                if let delta = modifiers.cascadeDelta {
                    let rest = modifiers.withoutCascade
                    for (i, sub) in view.subviews.enumerated() where !matched.contains(ObjectIdentifier(sub)) {
                        add(sub, rest, delay: rest.delay + Double(i) * delta)
                    }
                } else {
                    add(view, modifiers, delay: modifiers.delay)
                }
                return
            }
            for sub in view.subviews { visit(sub) }
        }
        visit(root)
    }

    // MARK: Animating

    /// Puts every view in its start state and adds the animations to `animator`.
    func install(into animator: UIViewPropertyAnimator, duration: TimeInterval) {
        UIView.performWithoutAnimation {
            if !flights.isEmpty { container.addSubview(overlay) }
            for flight in flights {
                apply(flight.from, to: flight)
                flight.sourceSnapshot.alpha = 1
                flight.destinationSnapshot.alpha = 0
            }
            for flight in flights {
                hidden.append((flight.source, flight.source.isHidden))
                hidden.append((flight.destination, flight.destination.isHidden))
                flight.source.isHidden = true
                flight.destination.isHidden = true
            }
            for entry in modified where entry.appearing {
                entry.view.alpha = entry.modifiedAlpha
                entry.view.transform = entry.modifiedTransform
            }
            if forward, let root = fadingRoot { root.view.alpha = 0 }
        }
        animator.addAnimations { [self] in
            for flight in flights {
                apply(flight.to, to: flight)
                flight.sourceSnapshot.alpha = 0
                flight.destinationSnapshot.alpha = 1
            }
            if let root = fadingRoot { root.view.alpha = forward ? root.alpha : 0 }
        }
        for entry in modified {
            let block = {
                entry.view.alpha = entry.appearing ? entry.ownAlpha : entry.modifiedAlpha
                entry.view.transform = entry.appearing ? entry.ownTransform : entry.modifiedTransform
            }
            let factor = duration > 0 ? CGFloat(min(max(entry.delay / duration, 0), 1)) : 0
            if factor > 0 { animator.addAnimations(block, delayFactor: factor) } else { animator.addAnimations(block) }
        }
    }

    private func apply(_ state: ViewState, to flight: Flight) {
        let shell = flight.shell, clip = flight.clip
        let bounds = CGRect(origin: .zero, size: state.size)
        shell.bounds = bounds
        shell.center = state.center
        shell.transform = state.transform
        shell.alpha = state.alpha
        shell.layer.shadowColor = state.shadowColor ?? flight.from.shadowColor ?? flight.to.shadowColor
        shell.layer.shadowOpacity = state.shadowOpacity
        shell.layer.shadowRadius = state.shadowRadius
        shell.layer.shadowOffset = state.shadowOffset
        clip.frame = bounds
        clip.layer.cornerRadius = state.cornerRadius
        clip.layer.masksToBounds = flight.from.masksToBounds || flight.to.masksToBounds
        clip.layer.backgroundColor = state.backgroundColor
            ?? (flight.from.backgroundColor ?? flight.to.backgroundColor)?.copy(alpha: 0)
        clip.layer.borderWidth = state.borderWidth
        clip.layer.borderColor = state.borderColor ?? flight.from.borderColor ?? flight.to.borderColor
        flight.sourceSnapshot.frame = bounds
        flight.destinationSnapshot.frame = bounds
    }

    /// Removes the flights and gives every touched view its own state back
    /// (completed or cancelled). Runs once.
    func restore() {
        guard !restored else { return }
        restored = true
        UIView.performWithoutAnimation {
            overlay.removeFromSuperview()
            for entry in hidden { entry.view.isHidden = entry.wasHidden }
            for entry in modified {
                entry.view.alpha = entry.ownAlpha
                entry.view.transform = entry.ownTransform
            }
            if let root = fadingRoot { root.view.alpha = root.alpha }
        }
    }
}
