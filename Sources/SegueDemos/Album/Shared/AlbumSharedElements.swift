import UIKit
import SegueTesting

/// Album's shared-element and fluid-interruption screens (one tab of the
/// Album app): an albums list that pushes an album's detail with the cover,
/// its shadow and the title flying (`SharedElementTransition`, an edge
/// swipe pops interactively), and a mini player that opens Now Playing
/// with a plain `UIView.animate` slide that a touch can catch
/// (`TransitionInterruption`).
///
/// Scenarios receive the app's root: this tab's navigation controller, or
/// a tab-bar controller holding it (the tab is selected first).
@MainActor
public enum AlbumSharedElements {
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        AlbumSharedNavigationController(rootViewController: AlbumListViewController())
    }

    /// This tab's navigation controller in `root`, selected when `root` is a tab-bar controller.
    @MainActor
    static func navigation(_ context: ScenarioContext) -> AlbumSharedNavigationController? {
        if let nav = context.root as? AlbumSharedNavigationController { return nav }
        guard let tabs = context.root as? UITabBarController,
              let nav = tabs.viewControllers?.compactMap({ $0 as? AlbumSharedNavigationController }).first else { return nil }
        if tabs.selectedViewController !== nav {
            tabs.selectedViewController = nav
            context.settle()
        }
        return nav
    }

    @MainActor
    static func list(_ context: ScenarioContext) -> AlbumListViewController? {
        navigation(context)?.viewControllers.first as? AlbumListViewController
    }

    /// Taps album `index`'s row.
    @MainActor
    static func openAlbum(_ index: Int, _ context: ScenarioContext) {
        guard let list = list(context), list.rows.indices.contains(index) else { return }
        context.tap(list.rows[index])
    }

    /// Taps the mini player.
    @MainActor
    static func openNowPlaying(_ context: ScenarioContext) {
        guard let list = list(context) else { return }
        context.tap(list.miniPlayer)
    }

    /// Waits `delay`, puts a finger down at `y` (mid-screen), drags it
    /// vertically to `end` over `duration`, lets go and waits for the settle.
    @MainActor
    static func catchAndThrow(after delay: TimeInterval, from y: CGFloat, to end: CGFloat, in duration: TimeInterval,
                              _ context: ScenarioContext) {
        context.wait(delay)
        context.harness.drag(from: CGPoint(x: 195, y: y), to: CGPoint(x: 195, y: end), duration: duration)
        context.settle()
    }

    public static let scenarios: [Scenario] = [
        Scenario("shared-push", "Tap Blue Hour: its cover, shadow and title fly into the detail (0.45 s) while the artist fades in and the tracks cascade up.") { context in
            openAlbum(1, context); context.settle()
        },
        Scenario("shared-pop", "Open Field Notes, then tap Back: the cover and title fly back onto their row.") { context in
            openAlbum(2, context); context.settle()
            context.harness.tap(at: CGPoint(x: 40, y: 69))
            context.settle()
        },
        Scenario("shared-edge-pop-complete", "Open Morning Hills, then swipe from the left edge past half way: the flight follows the finger and the pop completes.") { context in
            openAlbum(0, context); context.settle()
            context.harness.drag(from: CGPoint(x: 5, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.5)
            context.settle()
        },
        Scenario("shared-edge-pop-cancel", "Open Low Sun, swipe from the left edge a third of the way and release: the flight returns and every view is back.") { context in
            openAlbum(3, context); context.settle()
            context.harness.drag(from: CGPoint(x: 5, y: 600), to: CGPoint(x: 120, y: 600), duration: 0.4)
            context.settle()
        },
        Scenario("fluid-catch-continue", "Tap the mini player; catch Now Playing mid-slide, push it up and let go: it keeps the finger's speed into place.") { context in
            openNowPlaying(context)
            catchAndThrow(after: 0.15, from: 700, to: 560, in: 0.12, context)
        },
        Scenario("fluid-catch-reverse", "Tap the mini player; catch Now Playing mid-slide and flick it down: it reverses with the flick and the list is back.") { context in
            openNowPlaying(context)
            catchAndThrow(after: 0.25, from: 500, to: 580, in: 0.06, context)
        },
        Scenario("fluid-catch-dismiss", "Open Now Playing, tap the grabber to dismiss, catch it on the way down and push it back up: it stays.") { context in
            openNowPlaying(context); context.settle()
            if let playing = context.topController as? NowPlayingViewController { context.tap(playing.grabber) }
            catchAndThrow(after: 0.2, from: 600, to: 480, in: 0.1, context)
        },
    ]
}
