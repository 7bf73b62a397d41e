import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIPageControl` as Apple documents it: a tap to one side of the current
/// page's indicator moves one page that way and sends `.valueChanged`;
/// setting `currentPage` in code sends nothing; `hidesForSinglePage` hides
/// the control's dots when there is one page.
@MainActor
@Suite("UIPageControl", .transitionHarness)
struct UIPageControlTests {
    /// A root whose view holds `control`, counting its value-changed events.
    final class Host: UIViewController {
        let control: UIControl
        var changes = 0
        init(_ control: UIControl) {
            self.control = control
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            view.addSubview(control)
            control.addAction(UIAction { [unowned self] _ in self.changes += 1 }, for: .valueChanged)
        }
    }

    @Test("Defaults are UIKit's: no pages, page 0, shown for a single page, continuous interaction, automatic background")
    func defaults() {
        let control = UIPageControl(frame: .zero)
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(!control.hidesForSinglePage && control.allowsContinuousInteraction)
        #expect(control.backgroundStyle == .automatic && control.interactionState == .none && control.direction == .natural)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(UIPageControl.BackgroundStyle.prominent.rawValue == 1 && UIPageControl.BackgroundStyle.minimal.rawValue == 2)
    }

    @Test("currentPage is clamped to the pages, follows a shrinking count and sends no event")
    func clamping() {
        let control = UIPageControl(frame: CGRect(x: 20, y: 300, width: 200, height: 26))
        let host = Host(control)
        _ = TransitionHarness(root: host)
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(host.changes == 0)
    }

    @Test("A tap right of the current dot moves to the next page, left to the previous, each sending valueChanged once")
    func tapsStep() {
        let control = UIPageControl(frame: CGRect(x: 20, y: 300, width: 300, height: 26))
        control.numberOfPages = 3
        control.currentPage = 1
        let host = Host(control)
        let harness = TransitionHarness(root: host)
        harness.tap(at: CGPoint(x: 20 + 280, y: 313))
        #expect(control.currentPage == 2 && host.changes == 1)
        // At the last page a tap further right changes nothing and sends nothing.
        harness.tap(at: CGPoint(x: 20 + 290, y: 313))
        #expect(control.currentPage == 2 && host.changes == 1)
        harness.tap(at: CGPoint(x: 20 + 10, y: 313))
        #expect(control.currentPage == 1 && host.changes == 2)
        harness.tap(at: CGPoint(x: 20 + 10, y: 313))
        #expect(control.currentPage == 0 && host.changes == 3)
        #expect(control.interactionState == .none)
    }

    @Test("A drag along the dots scrubs to the page under the finger")
    func scrubbing() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 300, width: 320, height: 26))
        control.numberOfPages = 5
        let host = Host(control)
        let harness = TransitionHarness(root: host)
        // Dots 16 pt apart centred at x = 160: page 4's centre is 160 + 2 × 16.
        harness.drag(from: CGPoint(x: 160 - 32, y: 313), to: CGPoint(x: 160 + 32, y: 313), duration: 0.3)
        #expect(control.currentPage == 4)
        #expect(host.changes >= 1 && host.changes <= 4)
        control.allowsContinuousInteraction = false
        control.currentPage = 0
        let before = host.changes
        // Without continuous interaction a drag is a tap: one page, towards the side it ends on.
        harness.drag(from: CGPoint(x: 160 - 32, y: 313), to: CGPoint(x: 160 + 32, y: 313), duration: 0.3)
        #expect(control.currentPage == 1 && host.changes == before + 1)
    }

    @Test("size(forNumberOfPages:) grows 16 pt a page; the dots sit 16 pt apart about the centre")
    func geometry() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        #expect(control.size(forNumberOfPages: 4).width - control.size(forNumberOfPages: 3).width == 16)
        #expect(control.size(forNumberOfPages: 0).width == 0)
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 3))
        #expect(control.dotCentre(for: 1) == CGPoint(x: 100, y: 13))
        #expect(control.dotCentre(for: 2).x - control.dotCentre(for: 0).x == 32)
        control.direction = .rightToLeft
        #expect(control.dotCentre(for: 0).x > control.dotCentre(for: 2).x)
    }

    @Test("hidesForSinglePage hides the dots of a single page only")
    func singlePage() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 1
        let visibleDots = { control.subviews.filter { !$0.isHidden && $0.bounds.width == 7 }.count }
        #expect(visibleDots() == 1)
        control.hidesForSinglePage = true
        #expect(visibleDots() == 0)
        control.numberOfPages = 2
        #expect(visibleDots() == 2)
    }

    @Test("The current dot takes currentPageIndicatorTintColor and the others pageIndicatorTintColor")
    func colours() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        control.currentPage = 2
        control.pageIndicatorTintColor = .red
        control.currentPageIndicatorTintColor = .blue
        let dots = control.subviews.filter { $0.bounds.width == 7 }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(dots.map(\.backgroundColor) == [.red, .red, .blue])
    }
}
