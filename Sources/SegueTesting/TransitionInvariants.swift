import Foundation
@_spi(SegueTesting) import OpenUIKit

/// The hierarchy UIKit leaves when no transition is running, checked on a
/// window. Each rule cites the docs/UIKIT-FACTS.md.
@MainActor
public enum TransitionInvariants {
    /// Problems with the window's hierarchy, or an empty list. A window
    /// without a root view controller is a problem: nothing could be checked.
    ///
    /// - Presentation chain: the topmost controller's view is in
    ///   the window; every presenter's view is in the window exactly when the
    ///   presentation directly above it keeps it (`shouldRemovePresentersView
    ///   == false`); there is one transition container per presented controller.
    /// - Containers: a navigation controller's transition container
    ///   holds only the top controller's view; a tab bar controller shows only
    ///   the selected one.
    public static func check(window: UIWindow) -> [String] {
        var problems: [String] = []
        guard let root = window.rootViewController else {
            return ["the window has no root view controller: there is no hierarchy to check"]
        }
        var chain: [UIViewController] = [root]
        while let next = chain.last?.presentedViewController { chain.append(next) }
        // A controller's view is in the window exactly when the presentation
        // directly above it (if any) keeps its presenter's view.
        for (i, vc) in chain.enumerated() {
            let inWindow = vc.view.window === window
            if i == chain.count - 1 {
                if !inWindow { problems.append("\(i == 0 ? "root" : "presented") \(describe(vc)) is not in the window") }
                continue
            }
            let above = chain[i + 1]
            let removes = above.presentationController?.shouldRemovePresentersView ?? false
            if removes && inWindow {
                problems.append("presenter \(describe(vc)) is still in the window under a full-screen presentation of \(describe(above))")
            } else if !removes && !inWindow {
                problems.append("presenter \(describe(vc)) left the window although \(describe(above))'s presentation keeps it")
            }
        }
        func containers(in view: UIView) -> [UIView] {
            view.subviews.flatMap { sub in
                (sub is UITransitionView ? [sub] : []) + containers(in: sub)
            }
        }
        let containers = containers(in: window)
        if containers.count != chain.count - 1 {
            problems.append("\(containers.count) transition containers in the window for \(chain.count - 1) presented controllers")
        }
        for vc in chain { checkContainers(vc, into: &problems) }
        return problems
    }

    private static func checkContainers(_ vc: UIViewController, into problems: inout [String]) {
        if let nav = vc as? UINavigationController, let top = nav.topViewController, nav.isViewLoaded {
            for child in nav.viewControllers where child !== top {
                if let v = child.viewIfLoaded, v.window != nil {
                    problems.append("\(describe(child)) under the top of \(describe(nav)) is still in the window")
                }
            }
            if nav.view.window != nil && top.view.window == nil {
                problems.append("top controller \(describe(top)) of \(describe(nav)) is not in the window")
            }
            checkContainers(top, into: &problems)
        } else if let tab = vc as? UITabBarController, let selected = tab.selectedViewController, tab.isViewLoaded {
            for child in tab.viewControllers ?? [] where child !== selected {
                if let v = child.viewIfLoaded, v.window != nil {
                    problems.append("unselected \(describe(child)) of \(describe(tab)) is in the window")
                }
            }
            checkContainers(selected, into: &problems)
        } else {
            for child in vc.children { checkContainers(child, into: &problems) }
        }
    }

    static func describe(_ vc: UIViewController) -> String { String(describing: type(of: vc)) }
}
