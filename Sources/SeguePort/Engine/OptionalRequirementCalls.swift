import SwiftParser
import SwiftSyntax

/// Calls of UIKit's optional requirements, for the protocols Segue
/// implements in full (those of `Selectors.alwaysImplementedProtocols`).
///
/// On iOS an optional requirement is called through an optional chain on
/// the method, `delegate?.navigationController?(nav, willShow: vc, animated: true)`
/// (or forced, `…navigationController!(…)`). Segue declares these
/// requirements with default implementations that do what UIKit does when
/// the delegate lacks the method, so the method is always there and the
/// call is `delegate?.navigationController(nav, willShow: vc, animated: true)`.
///
/// A call is matched by its full name, base name and argument labels, so
/// that an optional closure property (`onFinish?()`) is never touched.
enum OptionalRequirementCalls {
    /// The optional requirements of UIKit's transition-related protocols
    /// that are methods, by full name.
    static let methods: Set<String> = [
        // UIViewControllerTransitioningDelegate
        "animationController(forPresented:presenting:source:)",
        "animationController(forDismissed:)",
        "interactionControllerForPresentation(using:)",
        "interactionControllerForDismissal(using:)",
        "presentationController(forPresented:presenting:source:)",
        // UIViewControllerAnimatedTransitioning
        "interruptibleAnimator(using:)",
        "animationEnded(_:)",
        // UINavigationControllerDelegate
        "navigationController(_:willShow:animated:)",
        "navigationController(_:didShow:animated:)",
        "navigationController(_:interactionControllerFor:)",
        "navigationController(_:animationControllerFor:from:to:)",
        "navigationControllerSupportedInterfaceOrientations(_:)",
        "navigationControllerPreferredInterfaceOrientationForPresentation(_:)",
        // UITabBarControllerDelegate
        "tabBarController(_:shouldSelect:)",
        "tabBarController(_:didSelect:)",
        "tabBarController(_:willBeginCustomizing:)",
        "tabBarController(_:willEndCustomizing:changed:)",
        "tabBarController(_:didEndCustomizing:changed:)",
        "tabBarController(_:interactionControllerFor:)",
        "tabBarController(_:animationControllerForTransitionFrom:to:)",
        "tabBarControllerSupportedInterfaceOrientations(_:)",
        "tabBarControllerPreferredInterfaceOrientationForPresentation(_:)",
        // UIGestureRecognizerDelegate
        "gestureRecognizerShouldBegin(_:)",
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "gestureRecognizer(_:shouldRequireFailureOf:)",
        "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        "gestureRecognizer(_:shouldReceive:)",
        // UIAdaptivePresentationControllerDelegate
        "adaptivePresentationStyle(for:)",
        "adaptivePresentationStyle(for:traitCollection:)",
        "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
        "presentationControllerShouldDismiss(_:)",
        "presentationControllerWillDismiss(_:)",
        "presentationControllerDidDismiss(_:)",
        "presentationControllerDidAttemptToDismiss(_:)",
        // UIScrollViewDelegate
        "scrollViewDidScroll(_:)",
        "scrollViewDidZoom(_:)",
        "scrollViewWillBeginDragging(_:)",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "scrollViewDidEndDragging(_:willDecelerate:)",
        "scrollViewWillBeginDecelerating(_:)",
        "scrollViewDidEndDecelerating(_:)",
        "scrollViewDidEndScrollingAnimation(_:)",
        "viewForZooming(in:)",
        "scrollViewWillBeginZooming(_:with:)",
        "scrollViewDidEndZooming(_:with:atScale:)",
        "scrollViewShouldScrollToTop(_:)",
        "scrollViewDidScrollToTop(_:)",
        "scrollViewDidChangeAdjustedContentInset(_:)",
        // UIViewImplicitlyAnimating
        "addAnimations(_:delayFactor:)",
        "addAnimations(_:)",
        "addCompletion(_:)",
        "continueAnimation(withTimingParameters:durationFactor:)",
        // UICollectionViewDelegateFlowLayout (the defaults answer the layout's own values)
        "collectionView(_:layout:sizeForItemAt:)",
        "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
    ]

    /// `call` (already ported) with the `?` or `!` after the method removed,
    /// when it calls one of `methods` that way; `nil` otherwise. A user's
    /// requirement whose default throws (named with
    /// `OptionalRequirements.throwingSuffix`) is called `(try? x?.name(…))`
    /// for `x?.name?(…)` and `(try! x.name(…))` for `x.name!(…)`.
    static func port(_ call: FunctionCallExprSyntax,
                     userRequirements: Set<String> = []) -> (ExprSyntax, summary: String)? {
        let method: ExprSyntax
        let mark: TokenSyntax
        if let chain = call.calledExpression.as(OptionalChainingExprSyntax.self) {
            (method, mark) = (chain.expression, chain.questionMark)
        } else if let unwrap = call.calledExpression.as(ForceUnwrapExprSyntax.self) {
            (method, mark) = (unwrap.expression, unwrap.exclamationMark)
        } else {
            return nil
        }
        guard let member = method.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        // Trailing closures count as arguments (the first unlabelled); only
        // UIKit's methods are matched with them, never a user's closure property.
        var labels = call.argumentLabels.map { "\($0 ?? "_"):" }
        if call.trailingClosure != nil { labels.append("_:") }
        labels += call.additionalTrailingClosures.map { "\($0.label.text):" }
        let name = "\(member.declName.baseName.text)(\(labels.joined()))"
        let isUIKits = methods.contains(name)
        guard isUIKits || !call.hasTrailingClosure else { return nil }
        let throwing = !isUIKits && userRequirements.contains(name + OptionalRequirements.throwingSuffix)
        guard isUIKits || throwing || userRequirements.contains(name) else { return nil }
        let ported = call.with(\.calledExpression, method.with(\.trailingTrivia, method.trailingTrivia + mark.trailingTrivia))
        let base = member.declName.baseName.text
        guard throwing else {
            let why = isUIKits ? "is always implemented in Segue" : "has a default in an extension of its protocol"
            return (ExprSyntax(ported), "\(base)\(mark.text)(…) → \(base)(…) (\(name) \(why))")
        }
        let tryMark = mark.tokenKind == .postfixQuestionMark || mark.text == "?" ? "try?" : "try!"
        let trimmed = ported.trimmed
        var parser = Parser("(\(tryMark) \(trimmed))")
        let wrapped = ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, ported.leadingTrivia).with(\.trailingTrivia, ported.trailingTrivia)
        return (wrapped, "\(base)\(mark.text)(…) → (\(tryMark) \(base)(…)) (\(name) has a default that throws in an extension of its protocol)")
    }
}
