import UIKit
import SegueTesting

/// Guess the Pet: a page view of pet cards; tapping a card flips it into a
/// full-screen reveal; a left-edge swipe flips it back interactively.
public enum GuessThePetApp: DemoApp {
    public static let identifier = "guess-the-pet"
    public static let title = "Guess the Pet"

    public static func makeRootViewController() -> UIViewController {
        PetPagesViewController(pets: Pet.all)
    }

    /// The card currently shown by the page view controller.
    static func currentCard(_ context: ScenarioContext) -> CardViewController? {
        (context.root as? UIPageViewController)?.viewControllers?.first as? CardViewController
    }

    static func present(_ context: ScenarioContext) {
        guard let card = currentCard(context) else { return }
        context.tap(card.cardView)
        context.settle()
    }

    public static let scenarios: [Scenario] = [
        Scenario("present", "Tap the card: it flips into the reveal screen (0.6 s).") { context in
            present(context)
        },
        Scenario("dismiss", "From the reveal screen, tap: the picture flips back into the card.") { context in
            present(context)
            context.wait(0.3)
            if let reveal = context.topController as? RevealViewController { context.tap(reveal.view) }
            context.settle()
        },
        Scenario("swipe-complete", "Drag from the left edge x = 5 to x = 300 over 0.4 s and release: the dismissal completes.") { context in
            present(context)
            context.wait(0.3)
            context.harness.drag(from: CGPoint(x: 5, y: 420), to: CGPoint(x: 300, y: 420), duration: 0.4)
            context.settle()
        },
        Scenario("swipe-cancel", "Drag from x = 5 to x = 70 and release: the dismissal cancels.") { context in
            present(context)
            context.wait(0.3)
            context.harness.drag(from: CGPoint(x: 5, y: 420), to: CGPoint(x: 70, y: 420), duration: 0.3)
            context.settle()
        },
        Scenario("swipe-flick-back", "Drag to x = 150, then back to x = 40 and release: the dismissal cancels.") { context in
            present(context)
            context.wait(0.3)
            context.harness.drag(along: [CGPoint(x: 5, y: 420), CGPoint(x: 150, y: 420), CGPoint(x: 40, y: 420)], duration: 0.6)
            context.settle()
        },
        Scenario("page-then-present", "Swipe to the next card, then tap it: the second pet is revealed.") { context in
            context.harness.drag(from: CGPoint(x: 330, y: 620), to: CGPoint(x: 60, y: 620), duration: 0.25)
            context.settle()
            present(context)
        },
    ]
}
