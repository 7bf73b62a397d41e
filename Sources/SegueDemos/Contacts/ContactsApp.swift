import UIKit
import SegueTesting

/// Contacts: a table view controller list inside a navigation controller;
/// selecting a row flies it into the detail's header card; an edge swipe
/// pops interactively while the list deselects the row alongside.
public enum ContactsApp: DemoApp {
    public static let identifier = "contacts"
    public static let title = "Contacts"

    public static func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: ContactListViewController())
    }

    static func list(_ context: ScenarioContext) -> ContactListViewController? {
        (context.root as? UINavigationController)?.viewControllers.first as? ContactListViewController
    }

    /// Taps a row (scrolled into the middle of the screen first when asked).
    static func push(_ path: IndexPath, scroll: Bool = false, _ context: ScenarioContext) {
        guard let list = list(context) else { return }
        if scroll { list.tableView.scrollToRow(at: path, at: .middle, animated: false) }
        context.harness.clock.tick()
        guard let cell = list.tableView.cellForRow(at: path) else { return }
        context.tap(cell)
    }

    static let second = IndexPath(row: 1, section: 0)
    static let far = IndexPath(row: 0, section: 9)

    public static let scenarios: [Scenario] = [
        Scenario("push", "Tap Alan Kay: the row flies into the detail's header card while the detail fades in (0.35 s).") { context in
            push(second, context); context.settle()
        },
        Scenario("push-scrolled", "Scroll to Linus Torvalds and tap him: the row flies from where it is.") { context in
            push(far, scroll: true, context); context.settle()
        },
        Scenario("pop", "Push, then tap Back: the card flies back onto the row, which fades from selected.") { context in
            push(second, context); context.settle()
            context.harness.tap(at: CGPoint(x: 40, y: 69))
            context.settle()
        },
        Scenario("edge-pop-complete", "Push, then swipe from the left edge past half the width: the pop completes and the row is deselected.") { context in
            push(second, context); context.settle()
            context.harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.4)
            context.settle()
        },
        Scenario("edge-pop-cancel", "Push, then swipe from the left edge a little and release: the pop cancels and the row stays selected.") { context in
            push(second, context); context.settle()
            context.harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 120, y: 500), duration: 0.4)
            context.settle()
        },
    ]
}
