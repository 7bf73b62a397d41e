import UIKit
import SegueTesting

/// Beginner Cook: a herb grows from its thumbnail into a full-screen page
/// with a bouncy spring; tap to send it back.
public enum BeginnerCookApp: DemoApp {
    public static let identifier = "beginner-cook"
    public static let title = "Beginner Cook"

    public static func makeRootViewController() -> UIViewController { HerbListViewController() }

    static func tapHerb(_ index: Int, _ context: ScenarioContext) {
        guard let list = context.root as? HerbListViewController else { return }
        list.scrollToHerb(index)
        context.harness.clock.tick()
        context.tap(list.thumbnails[index])
    }

    static func tapDetails(_ context: ScenarioContext) {
        guard let details = context.root.presentedViewController else { return }
        context.harness.tap(at: CGPoint(x: details.view.bounds.midX, y: details.view.bounds.midY))
    }

    public static let scenarios: [Scenario] = [
        Scenario("present-herb-0", "Tap the first herb: it grows from its thumbnail with a spring (1.0 s, damping 0.4).") { context in
            tapHerb(0, context); context.settle()
        },
        Scenario("present-herb-3", "Scroll the list, tap the fourth herb: it grows from where its thumbnail is.") { context in
            tapHerb(3, context); context.settle()
        },
        Scenario("dismiss", "Tap the herb page: it shrinks back into its thumbnail.") { context in
            tapHerb(1, context); context.settle()
            tapDetails(context); context.settle()
        },
        Scenario("rotate-while-presented", "Present, rotate to landscape and back: layout follows, alongside the size transition.") { context in
            tapHerb(0, context); context.settle()
            context.harness.window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
            context.settle()
            context.harness.window.transition(toSize: CGSize(width: 390, height: 844), duration: 0.3)
            context.settle()
        },
        Scenario("present-in-landscape", "Rotate to landscape, then tap a herb: it grows to the landscape page.") { context in
            context.harness.window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
            context.settle()
            tapHerb(2, context); context.settle()
        },
    ]
}
