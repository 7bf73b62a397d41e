import UIKit
import SegueTesting

/// Album: a tab bar whose first tab is a navigation controller with a photo
/// grid that zooms into each photo (iOS 18 `preferredTransition = .zoom`),
/// continuously interactive: the zoom can be caught in flight, dragged
/// down to go back, or cancelled. Its second tab (`AlbumSharedElements`)
/// pushes between two lists with matched shared elements and opens a
/// player whose plain slide a touch can catch (fluid interruption).
public enum AlbumApp: DemoApp {
    public static let identifier = "album"
    public static let title = "Album"

    public static func makeRootViewController() -> UIViewController {
        let photos = UINavigationController(rootViewController: AlbumGridViewController())
        photos.tabBarItem = UITabBarItem(title: "Photos", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [photos, AlbumSharedElements.makeRootViewController()]
        return tabs
    }

    // MARK: Scenario steps

    static func grid(_ context: ScenarioContext) -> AlbumGridViewController? {
        ((context.root as? UITabBarController)?.viewControllers?.first as? UINavigationController)?
            .viewControllers.first as? AlbumGridViewController
    }

    static func navigation(_ context: ScenarioContext) -> UINavigationController? {
        (context.root as? UITabBarController)?.viewControllers?.first as? UINavigationController
    }

    static func openPhoto(_ context: ScenarioContext, _ index: Int = 4) {
        guard let thumbnail = grid(context)?.thumbnail(at: index) else { return }
        context.tap(thumbnail)
    }

    /// A drag down from the middle of the screen by `distance` over `duration`.
    static func dragDown(_ context: ScenarioContext, _ distance: CGFloat, duration: TimeInterval, release: Bool = true) {
        let b = context.harness.window.bounds
        let start = CGPoint(x: b.midX, y: b.midY - 80)
        context.harness.drag(from: start, to: CGPoint(x: start.x + distance * 0.15, y: start.y + distance),
                             duration: duration, release: release)
    }

    public static let scenarios: [Scenario] = [
        Scenario("zoom-in", "Tap a photo: its detail grows out of the thumbnail (frame and corner radius) while the grid dims; the thumbnail is hidden during the flight.") { context in
            openPhoto(context); context.settle()
        },
        Scenario("drag-dismiss", "Open a photo, then drag it down: it shrinks under the finger and, released, flies back into its thumbnail with the finger's velocity.") { context in
            openPhoto(context); context.settle()
            dragDown(context, 260, duration: 0.35)
            context.settle()
        },
        Scenario("drag-dismiss-cancelled", "Open a photo, drag it down a little and let go slowly: it springs back to full size and stays.") { context in
            openPhoto(context); context.settle()
            dragDown(context, 45, duration: 0.4, release: false)
            context.wait(0.2)
            context.harness.touchUp()
            context.settle()
        },
        Scenario("catch-mid-zoom-and-reverse", "Tap a photo and catch it half way: it stops under the finger; a drag down sends it back into the thumbnail (the push is cancelled).") { context in
            openPhoto(context)
            context.wait(0.12)
            let b = context.harness.window.bounds
            let start = CGPoint(x: b.midX, y: b.midY - 40)
            context.harness.touchDown(at: start)
            context.wait(0.1)
            context.harness.touchMove(to: CGPoint(x: start.x, y: start.y + 140), duration: 0.2)
            context.harness.touchUp()
            context.settle()
        },
        Scenario("swipe-then-dismiss", "Open a photo, swipe to the next one, then drag down: the zoom returns into the new photo's thumbnail.") { context in
            openPhoto(context); context.settle()
            let b = context.harness.window.bounds
            context.harness.drag(from: CGPoint(x: b.maxX - 60, y: b.midY), to: CGPoint(x: 80, y: b.midY), duration: 0.12)
            context.settle()
            dragDown(context, 260, duration: 0.35)
            context.settle()
        },
        Scenario("edge-swipe-back", "Open a photo, then swipe from the left edge: the pushed zoom goes back into its thumbnail.") { context in
            openPhoto(context); context.settle()
            context.harness.edgeSwipe(from: .left, distance: 220, duration: 0.3)
            context.settle()
        },
    ] + AlbumSharedElements.scenarios
}
