import Foundation
import Testing
@testable import OpenUIKit

/// Records `adjustedContentInsetDidChange()` with the value in place at the call.
@MainActor
final class InsetRecordingScrollView: UIScrollView {
    var seen: [UIEdgeInsets] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        seen.append(adjustedContentInset)
    }
}

@MainActor
final class InsetDelegateLog: NSObject, UIScrollViewDelegate {
    var changes = 0
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
}

/// `contentInsetAdjustmentBehavior` and `adjustedContentInset` on the
/// 390 × 844 notched screen (safe area 47 top / 34 bottom in portrait, 47
/// left and right / 21 bottom in landscape), after Apple's documentation of
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
@MainActor
@Suite("UIScrollView content-inset adjustment")
struct UIScrollViewContentInsetAdjustmentTests {
    let portraitSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func fullScreen<Scroll: UIScrollView>(_ scroll: Scroll, width: CGFloat = 390, height: CGFloat = 844) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        scroll.frame = window.bounds
        window.addSubview(scroll)
        window.layoutIfNeeded()
        return window
    }

    @Test("Defaults: .automatic, adjusted indicator insets, no insets of its own")
    func defaults() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.verticalScrollIndicatorInsets == .zero)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
    }

    @Test(".never leaves adjustedContentInset equal to contentInset under the notch")
    func never() {
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentInset = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        let window = fullScreen(scroll)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        #expect(scroll.contentOffset == .zero)
        withExtendedLifetime(window) {}
    }

    @Test(".always adds the whole safe area to contentInset even when nothing scrolls")
    func always() {
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let window = fullScreen(scroll)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test(".scrollableAxes adjusts top and bottom only when the content is taller or alwaysBounceVertical is set")
    func scrollableAxesVertical() {
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 390, height: 500)
        let window = fullScreen(scroll)
        #expect(scroll.adjustedContentInset == .zero)
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == portraitSafeArea)
        scroll.alwaysBounceVertical = false
        #expect(scroll.adjustedContentInset == .zero)
        scroll.contentSize = CGSize(width: 390, height: 845)
        #expect(scroll.adjustedContentInset == portraitSafeArea)
        withExtendedLifetime(window) {}
    }

    @Test(".scrollableAxes adjusts left and right only when the content is wider (landscape)")
    func scrollableAxesHorizontal() {
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 2000, height: 100)
        let window = fullScreen(scroll, width: 844, height: 390)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        // Resting at the old minimum, the offset follows the new one.
        #expect(scroll.contentOffset == CGPoint(x: -47, y: 0))
        withExtendedLifetime(window) {}
    }

    @Test(".automatic outside a navigation or tab bar controller adjusts the scrollable axes only")
    func automaticStandalone() {
        let short = UIScrollView()
        short.contentSize = CGSize(width: 390, height: 300)
        let w1 = fullScreen(short)
        #expect(short.adjustedContentInset == .zero)
        let tall = UIScrollView()
        tall.contentSize = CGSize(width: 390, height: 3000)
        let w2 = fullScreen(tall)
        #expect(tall.adjustedContentInset == portraitSafeArea)
        #expect(tall.contentOffset == CGPoint(x: 0, y: -47))
        withExtendedLifetime((w1, w2)) {}
    }

    @Test(".automatic adjusts top and bottom for a controller's scroll view in a navigation controller, even when it does not scroll")
    func automaticInNavigationController() {
        let clock = MediaClock.installVirtual()
        let controller = UIViewController()
        let scroll = UIScrollView()
        controller.view = scroll
        scroll.contentSize = CGSize(width: 390, height: 100)
        let nav = UINavigationController(rootViewController: controller)
        let window = makeWindow(root: nav, clock: clock)
        window.layoutIfNeeded()
        // 47 status bar + 44 navigation bar on top, the home indicator's 34 below.
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -91))
    }

    @Test("A table view controller under a navigation bar starts at -adjustedContentInset.top and scrolls within the adjusted range")
    func tableUnderNavigationBar() {
        let clock = MediaClock.installVirtual()
        let table = UITableViewController(style: .plain)
        let nav = UINavigationController(rootViewController: table)
        let window = makeWindow(root: nav, clock: clock)
        window.layoutIfNeeded()
        let scroll = table.tableView!
        #expect(scroll.contentInset == .zero)
        #expect(scroll.adjustedContentInset.top == 91)
        #expect(scroll.contentOffset.y == -91)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let range = scroll.scrollRange
        #expect(range.minY == -91)
        #expect(range.maxY == CGFloat(2000 + 34 - 844))
    }

    @Test("The hook and the delegate hear each change once, with the new value in place; contentInset alone does not move the offset")
    func hookAndDelegate() {
        let scroll = InsetRecordingScrollView()
        let log = InsetDelegateLog()
        scroll.delegate = log
        scroll.contentInsetAdjustmentBehavior = .always
        let window = fullScreen(scroll)
        #expect(scroll.seen == [portraitSafeArea])
        #expect(log.changes == 1)
        window.layoutIfNeeded()
        #expect(scroll.seen.count == 1)
        scroll.contentOffset = CGPoint(x: 0, y: -47)
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(scroll.seen == [portraitSafeArea, UIEdgeInsets(top: 67, left: 0, bottom: 34, right: 0)])
        #expect(log.changes == 2)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.seen.last == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(log.changes == 3)
    }

    @Test("scrollIndicatorInsets sets both indicators' insets")
    func indicatorInsets() {
        let scroll = UIScrollView()
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroll.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(scroll.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 9, left: 0, bottom: 0, right: 0)
        #expect(scroll.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        scroll.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(!scroll.automaticallyAdjustsScrollIndicatorInsets)
    }

    @Test("Edges absorbed into the inset are not passed on to the content's safe area")
    func contentSafeArea() {
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 390, height: 3000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        scroll.addSubview(content)
        let window = fullScreen(scroll)
        #expect(scroll.adjustedContentInset == portraitSafeArea)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
        // The content's top sits at the safe line: nothing of it is covered.
        #expect(content.safeAreaInsets == .zero)
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        // Nothing absorbed: the offset returns to the new minimum, 0, and the
        // content under the status bar is inset by the 47 pt it covers.
        #expect(scroll.contentOffset == .zero)
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        withExtendedLifetime(window) {}
    }
}
