import Foundation

/// How a presentation adapts to a horizontally compact environment.
///
/// UIKit asks the presentation controller's delegate
/// `adaptivePresentationStyle(for:traitCollection:)` and, when the delegate
/// does not implement it, `adaptivePresentationStyle(for:)` (compact widths
/// only). Swift has no optional protocol members, so the protocol's default
/// implementations mark themselves "not implemented" here; then UIKit's own
/// default applies: form sheets and popovers become a sheet (`.pageSheet`,
/// the iOS 13 card) in a compact width; nothing adapts in a regular width.
@MainActor
enum PresentationAdaptation {
    /// Set by the delegate protocol's default implementations.
    static var delegateDeclined = false
}

extension UIPresentationController {
    /// The style the presentation takes in an environment of `traits`
    /// (`.none`: no adaptation).
    func resolvedAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate {
            PresentationAdaptation.delegateDeclined = false
            let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
            if !PresentationAdaptation.delegateDeclined { return answer }
            if traits.horizontalSizeClass == .compact {
                PresentationAdaptation.delegateDeclined = false
                let plain = delegate.adaptivePresentationStyle(for: self)
                if !PresentationAdaptation.delegateDeclined { return plain }
            }
        }
        guard traits.horizontalSizeClass == .compact else { return .none }
        switch presentationStyle {
        case .formSheet, .popover: return .pageSheet
        default: return .none
        }
    }
}
