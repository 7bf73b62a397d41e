import UIKit
import SegueTesting

/// Things: a navigation controller over a grid; pushing a thing flies its
/// image onto the detail screen; an edge swipe pops interactively.
public enum ThingsApp: DemoApp {
    public static let identifier = "things"
    public static let title = "Things"

    public static func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: ThingsViewController())
    }

    static func grid(_ context: ScenarioContext) -> ThingsViewController? {
        (context.root as? UINavigationController)?.viewControllers.first as? ThingsViewController
    }

    static func push(_ item: Int, _ context: ScenarioContext) {
        guard let grid = grid(context) else { return }
        let path = IndexPath(item: item, section: 0)
        grid.collectionView.scrollToItem(at: path, at: .centeredVertically, animated: false)
        context.harness.clock.tick()
        guard let cell = grid.collectionView.cellForItem(at: path) else { return }
        context.tap(cell)
    }

    public static let scenarios: [Scenario] = [
        Scenario("push-item-0", "Tap the first thing: its image flies onto the detail screen (0.3 s).") { context in
            push(0, context); context.settle()
        },
        Scenario("push-item-5", "Tap the sixth thing (not at the origin): the image flies from its cell.") { context in
            push(5, context); context.settle()
        },
        Scenario("pop", "Push, then tap Back: the image flies back into its cell while the detail fades.") { context in
            push(5, context); context.settle()
            context.harness.tap(at: CGPoint(x: 40, y: 69))
            context.settle()
        },
        Scenario("edge-pop-complete", "Push, then swipe from the left edge past half the width: the pop completes.") { context in
            push(5, context); context.settle()
            context.harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.4)
            context.settle()
        },
        Scenario("edge-pop-cancel", "Push, then swipe from the left edge a little and release: the pop cancels.") { context in
            push(5, context); context.settle()
            context.harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 120, y: 500), duration: 0.4)
            context.settle()
        },
        Scenario("push-then-pop-quickly", "Push, and tap Back 0.1 s later: the pop waits for the push to finish.") { context in
            push(2, context)
            context.wait(0.1)
            (context.root as? UINavigationController)?.popViewController(animated: true)
            context.settle()
        },
    ]
}
