import Foundation

/// How a view without a matched partner enters or leaves during a
/// `SharedElementTransition` (Segue addition, not in UIKit; the Swift-value
/// form of Hero's modifier strings `"fade"`, `"scale(0.8)"`,
/// `"translate(0,40)"`, `"delay(0.1)"`, `"cascade(0.02)"`).
///
/// A view in the destination with modifiers starts in the modified state
/// and animates to its own state; a view in the source animates from its
/// own state to the modified state (and gets its own values back when the
/// transition ends, completed or cancelled). The modified state is the
/// view's own `alpha` times 0 for `.fade`, and its own `transform`
/// preceded by the scale and the translation, in that order:
/// `own.concatenating(scale).concatenating(translate)`, so a translation is
/// in points of the superview.
public enum TransitionModifier: Equatable, Sendable {
    /// Fades the view in (destination) or out (source).
    case fade
    /// Scales the view from (destination) or to (source) `scale` times its size.
    case scale(CGFloat)
    /// Moves the view from (destination) or to (source) this offset.
    case translate(x: CGFloat, y: CGFloat)
    /// Starts the view's animation `seconds` after the transition starts
    /// (clamped to the transition's duration).
    case delay(TimeInterval)
    /// Animates the view's direct subviews instead of the view, each with
    /// the view's other modifiers and `delta` × its index more delay
    /// (Hero's cascade). The view itself stays as it is.
    case cascade(delta: TimeInterval)
}

extension Array where Element == TransitionModifier {
    /// The view's state with these modifiers applied (alpha, transform).
    func modifiedState(alpha: CGFloat, transform: CGAffineTransform) -> (alpha: CGFloat, transform: CGAffineTransform) {
        var alpha = alpha
        var scale: CGFloat = 1
        var offset = CGPoint.zero
        for modifier in self {
            switch modifier {
            case .fade: alpha = 0
            case .scale(let s) where s.isFinite: scale *= s
            case let .translate(x, y) where x.isFinite && y.isFinite: offset.x += x; offset.y += y
            default: break
            }
        }
        let modified = transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: offset.x, y: offset.y))
        return (alpha, modified)
    }

    /// The total `.delay` (non-negative, finite parts only).
    var delay: TimeInterval {
        reduce(0) { sum, modifier in
            if case .delay(let d) = modifier, d.isFinite, d > 0 { return sum + d }
            return sum
        }
    }

    /// The cascade step, when the modifiers contain `.cascade`.
    var cascadeDelta: TimeInterval? {
        for modifier in self { if case .cascade(let d) = modifier { return d.isFinite ? Swift.max(d, 0) : 0 } }
        return nil
    }

    /// The modifiers without `.cascade`.
    var withoutCascade: [TransitionModifier] {
        filter { if case .cascade = $0 { return false }; return true }
    }
}
