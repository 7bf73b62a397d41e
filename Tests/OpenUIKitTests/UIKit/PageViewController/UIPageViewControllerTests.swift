import Foundation
import Testing
@testable import OpenUIKit

@MainActor
final class PageLogVC: UIViewController {
    let name: String
    var log: [String] = []
    init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { name = "?"; super.init(coder: coder) }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    override func didMove(toParent parent: UIViewController?) { log.append(parent == nil ? "didMove(nil)" : "didMove") }
}

@MainActor
final class PageSource: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [PageLogVC]
    var asked: [String] = []
    var finished: [(completed: Bool, previous: [UIViewController])] = []
    var pendingLog: [String] = []
    init(_ pages: [PageLogVC]) { self.pages = pages }
    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        asked.append("before \((vc as! PageLogVC).name)")
        guard let i = pages.firstIndex(where: { $0 === vc }), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        asked.append("after \((vc as! PageLogVC).name)")
        guard let i = pages.firstIndex(where: { $0 === vc }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
    func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        pendingLog.append((pending.first as! PageLogVC).name)
    }
    func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        self.finished.append((completed, previousViewControllers))
    }
}

@MainActor
@Suite("UIPageViewController")
struct UIPageViewControllerTests {
    func setUp() -> (UIWindow, UIPageViewController, PageSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                       options: [.interPageSpacing: 10])
        let source = PageSource([PageLogVC("A"), PageLogVC("B"), PageLogVC("C")])
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        window.rootViewController = pvc
        window.makeKeyAndVisible()
        for p in source.pages { p.log = [] }
        return (window, pvc, source)
    }

    func swipe(_ window: UIWindow, from x: Double, step: Double, frames: Int, clock: MediaClock) {
        window.sendTouch(.began, at: CGPoint(x: x, y: 400))
        for i in 1...frames {
            clock.advance(by: 1.0 / 60.0)
            window.sendTouch(.moved, at: CGPoint(x: x + step * Double(i), y: 400))
        }
        window.sendTouch(.ended, at: CGPoint(x: x + step * Double(frames), y: 400))
    }

    @Test("The first page is a child that appears with the page view controller")
    func initialPage() {
        _ = MediaClock.installVirtual()
        let (_, pvc, source) = setUp()
        let a = source.pages[0]
        #expect(pvc.viewControllers?.first === a)
        #expect(a.parent === pvc)
        #expect(a.view.superview === pvc.view)
        #expect(a.view.frame == pvc.view.bounds)
        #expect(a.appearanceState == .appeared)
    }

    @Test("A swipe past half the width turns the page")
    func swipeTurns() {
        let clock = MediaClock.installVirtual()
        let (window, pvc, source) = setUp()
        let (a, b) = (source.pages[0], source.pages[1])
        // Slow drag of 240 pt to the left (4 pt per frame = 240 pt/s, below the flick speed).
        do {
            window.sendTouch(.began, at: CGPoint(x: 350, y: 400))
            for i in 1...60 {
                clock.advance(by: 1.0 / 60.0)
                window.sendTouch(.moved, at: CGPoint(x: 350 - 4 * Double(i), y: 400))
                if i == 30 {
                    #expect(source.asked == ["after A"])
                    #expect(source.pendingLog == ["B"])
                    #expect(b.log == ["willAppear"])
                    #expect(a.log == ["willDisappear"])
                    // Both pages follow the finger (spacing 10 between them).
                    #expect(isClose(b.view.frame.minX - a.view.frame.maxX, 10))
                }
            }
            window.sendTouch(.ended, at: CGPoint(x: 110, y: 400))
        }
        clock.advance(by: 0.5)
        #expect(source.finished.count == 1)
        #expect(source.finished.first?.completed == true)
        #expect(source.finished.first?.previous.first === a)
        #expect(pvc.viewControllers?.first === b)
        #expect(b.log == ["willAppear", "didAppear", "didMove"])
        #expect(a.log == ["willDisappear", "didDisappear", "didMove(nil)"])
        #expect(a.parent == nil && b.parent === pvc)
        #expect(b.view.frame == pvc.view.bounds)
        #expect(a.view.superview == nil)
    }

    @Test("A fast flick turns the page even when short")
    func flickTurns() {
        let clock = MediaClock.installVirtual()
        let (window, pvc, source) = setUp()
        swipe(window, from: 300, step: -15, frames: 6, clock: clock)
        clock.advance(by: 0.5)
        #expect(source.finished.first?.completed == true)
        #expect(pvc.viewControllers?.first === source.pages[1])
    }

    @Test("A short slow swipe snaps back and restores appearance")
    func shortSwipeSnapsBack() {
        let clock = MediaClock.installVirtual()
        let (window, pvc, source) = setUp()
        let (a, b) = (source.pages[0], source.pages[1])
        swipe(window, from: 300, step: -2, frames: 40, clock: clock)
        clock.advance(by: 0.5)
        #expect(source.finished.count == 1)
        #expect(source.finished.first?.completed == false)
        #expect(source.finished.first?.previous.first === a)
        #expect(pvc.viewControllers?.first === a)
        #expect(a.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(b.log == ["willAppear", "willDisappear", "didDisappear", "didMove(nil)"])
        #expect(b.parent == nil && b.view.superview == nil)
        #expect(a.view.frame == pvc.view.bounds)
        #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
    }

    @Test("Swiping back from the first page finds no neighbour and springs back")
    func noNeighbour() {
        let clock = MediaClock.installVirtual()
        let (window, pvc, source) = setUp()
        swipe(window, from: 50, step: 10, frames: 20, clock: clock)
        #expect(source.asked == ["before A"])
        clock.advance(by: 0.5)
        #expect(source.finished.isEmpty)
        #expect(source.pages[0].view.frame == pvc.view.bounds)
        #expect(source.pages[0].log.isEmpty)
    }

    @Test("setViewControllers(animated:) slides over 0.3 s and completes")
    func animatedSet() {
        let clock = MediaClock.installVirtual()
        let (_, pvc, source) = setUp()
        let (a, c) = (source.pages[0], source.pages[2])
        var completed: [Bool] = []
        pvc.setViewControllers([c], direction: .reverse, animated: true) { completed.append($0) }
        #expect(completed.isEmpty)
        #expect(c.log == ["willAppear"] && a.log == ["willDisappear"])
        clock.advance(by: 0.4)
        #expect(completed == [true])
        #expect(pvc.viewControllers?.first === c)
        #expect(c.log == ["willAppear", "didAppear", "didMove"])
        #expect(a.log == ["willDisappear", "didDisappear", "didMove(nil)"])
        #expect(source.finished.isEmpty)
        #expect(c.view.frame == pvc.view.bounds)
    }
}
