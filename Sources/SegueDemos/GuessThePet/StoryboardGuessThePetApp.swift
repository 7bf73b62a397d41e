import UIKit
import SegueTesting

/// Guess the Pet built from a storyboard, as the tutorial's app is: the
/// same screens as `GuessThePetApp`, read from `GuessThePet.storyboard`
/// (Xcode's document format 3.0, a resource of this module). The reveal is
/// a modal segue from the card's tap recognizer whose
/// `prepare(for:sender:)` sets the flip transitions; a tap on the reveal
/// screen unwinds back. Its scenarios render frame for frame like the
/// code-built app's (`StoryboardGuessThePetTests`).
public enum StoryboardGuessThePetApp: DemoApp {
    public static let identifier = "guess-the-pet-storyboard"
    public static let title = "Guess the Pet (storyboard)"

    public static func makeRootViewController() -> UIViewController {
        UIStoryboard(name: "GuessThePet", bundle: .module).instantiateInitialViewController() ?? UIViewController()
    }

    /// The card currently shown by the page view controller.
    static func currentCard(_ context: ScenarioContext) -> StoryboardCardViewController? {
        (context.root as? UIPageViewController)?.viewControllers?.first as? StoryboardCardViewController
    }

    static func present(_ context: ScenarioContext) {
        guard let card = currentCard(context) else { return }
        context.tap(card.cardView)
        context.settle()
    }

    public static let scenarios: [Scenario] = [
        Scenario("present", "Tap the card: the reveal segue flips it into the reveal screen (0.6 s).") { context in
            present(context)
        },
        Scenario("dismiss", "From the reveal screen, tap: the unwind segue flips the picture back into the card.") { context in
            present(context)
            context.wait(0.3)
            if let reveal = context.topController as? StoryboardRevealViewController { context.tap(reveal.view) }
            context.settle()
        },
        Scenario("swipe-complete", "Drag from the left edge x = 5 to x = 300 over 0.4 s and release: the dismissal completes.") { context in
            present(context)
            context.wait(0.3)
            context.harness.drag(from: CGPoint(x: 5, y: 420), to: CGPoint(x: 300, y: 420), duration: 0.4)
            context.settle()
        },
    ]
}
