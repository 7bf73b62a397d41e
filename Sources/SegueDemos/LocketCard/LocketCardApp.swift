import UIKit
import SegueTesting

/// Locket card: a photo grid presents a self-contained modal card that
/// springs up over a dimmed backdrop and eases out when dismissed.
public enum LocketCardApp: DemoApp {
    public static let identifier = "locket-card"
    public static let title = "Locket card"

    public static func makeRootViewController() -> UIViewController { PhotoGridViewController() }

    static func openCard(_ context: ScenarioContext) {
        guard let grid = context.root as? PhotoGridViewController else { return }
        context.tap(grid.openButton)
    }

    static func tapDismiss(_ context: ScenarioContext) {
        guard let card = context.root.presentedViewController as? CardModalViewController else { return }
        context.tap(card.dismissButton)
    }

    static func revealPhoto(_ context: ScenarioContext) {
        guard let grid = context.root as? PhotoGridViewController, let photo = grid.photoView(at: 4) else { return }
        context.tap(photo)
    }

    public static let scenarios: [Scenario] = [
        Scenario("present", "Open the card: it springs up (0.44 s, damping 0.82) while the backdrop dims.") { context in
            openCard(context); context.settle()
        },
        Scenario("dismiss", "Close the card: it eases down (0.32 s) and the backdrop clears.") { context in
            openCard(context); context.settle()
            tapDismiss(context); context.settle()
        },
        Scenario("present-then-dismiss-at-50%", "Close the card half-way through its entrance: the exit starts where the card is.") { context in
            openCard(context)
            context.wait(0.22 + 1.0 / 120)
            // The window ignores touches during a non-interactive presentation (as
            // UIKit does), so the app closes the card from code, as a timer would.
            (context.root.presentedViewController as? CardModalViewController)?.close()
            context.settle()
        },
        Scenario("reveal-photo", "Tap a photo: it is revealed through a growing circle (mask, 0.5 s) while the grid blurs in.") { context in
            revealPhoto(context); context.settle()
        },
        Scenario("reveal-photo-and-close", "Reveal a photo, then tap it: the circle shrinks back (0.35 s) and the blur fades out.") { context in
            revealPhoto(context); context.settle()
            if let reveal = context.root.presentedViewController as? PhotoRevealViewController {
                context.tap(reveal.photoView)
            }
            context.settle()
        },
    ]
}
