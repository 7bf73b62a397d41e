import Foundation
import Testing
import OpenUIKit
import SegueRender
import SegueTesting
@testable import SegueDemos

/// The Contacts app: a table view controller list pushing a detail with a
/// snapshot transition, and an interactive pop that deselects the row
/// alongside (kept selected when the pop is cancelled).
@MainActor
@Suite("Contacts list → detail", .transitionHarness)
struct ContactsScenarioTests {
    func makeApp() -> (TransitionHarness, ScenarioContext, UINavigationController, ContactListViewController) {
        let root = ContactsApp.makeRootViewController() as! UINavigationController
        let harness = TransitionHarness(root: root)
        harness.runUntilIdle()
        let list = root.viewControllers.first as! ContactListViewController
        return (harness, ScenarioContext(harness: harness, root: root), root, list)
    }

    /// The selected background of a row's cell, as shown (1: selected, 0: not).
    func selectionOpacity(_ list: ContactListViewController, _ path: IndexPath) -> Float? {
        guard let cell = list.tableView.cellForRow(at: path) else { return nil }
        guard let background = cell.subviews.first(where: { $0.backgroundColor == .systemGray4 }) else { return 0 }
        return background.layer.presentation()?.opacity ?? background.layer.opacity
    }

    @Test("A tap selects the row and pushes its detail; the list stays below with the row selected")
    func push() throws {
        let (harness, context, nav, list) = makeApp()
        defer { harness.tearDown() }
        ContactsApp.push(ContactsApp.second, context)
        context.settle()
        #expect(nav.viewControllers.count == 2)
        let detail = try #require(nav.topViewController as? ContactDetailViewController)
        #expect(detail.contact.name == "Alan Kay")
        #expect(list.tableView.indexPathForSelectedRow == ContactsApp.second)
        #expect(detail.headerView.isHidden == false)
        #expect(detail.view.window === harness.window)
        #expect(list.view.window == nil)
        #expect(harness.violations == [])
    }

    @Test("Edge-swipe pop: the row's selection fades with the finger and is gone when the pop completes")
    func interactivePopDeselects() throws {
        let (harness, context, nav, list) = makeApp()
        defer { harness.tearDown() }
        ContactsApp.push(ContactsApp.second, context)
        context.settle()
        harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 200, y: 500), duration: 0.3, release: false)
        // Half-way through the drag the deselection is half-way too (scrubbed with the transition).
        let opacity = try #require(selectionOpacity(list, ContactsApp.second))
        #expect(opacity > 0.2 && opacity < 0.8, "\(opacity)")
        #expect(list.tableView.indexPathForSelectedRow == nil)
        harness.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.1)
        context.settle()
        #expect(nav.viewControllers.count == 1)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(selectionOpacity(list, ContactsApp.second) == 0)
        #expect(harness.violations == [])
    }

    @Test("A cancelled edge-swipe pop keeps the row selected")
    func cancelledPopKeepsSelection() throws {
        let (harness, context, nav, list) = makeApp()
        defer { harness.tearDown() }
        ContactsApp.push(ContactsApp.second, context)
        context.settle()
        harness.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 120, y: 500), duration: 0.4)
        context.settle()
        #expect(nav.viewControllers.count == 2)
        #expect(list.tableView.indexPathForSelectedRow == ContactsApp.second)
        #expect(list.tableView.cellForRow(at: ContactsApp.second)?.isSelected == true)
        #expect(harness.violations == [])
        // Popping for real afterwards still deselects it.
        nav.popViewController(animated: true)
        context.settle()
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test("The push half-way: the row's snapshot between the row and the header card")
    func pushHalfway() throws {
        let scenario = try #require(ContactsApp.scenarios.first { $0.name == "push-scrolled" })
        let runner = ScenarioRunner(app: ContactsApp.self, scenario: scenario)
        let harness = runner.run(fps: 120)
        let began = harness.timeline.entries.compactMap { entry -> Double? in
            if case .began = entry.event { return entry.time - runner.startTime } else { return nil }
        }
        harness.tearDown()
        let start = try #require(began.first)
        let recorded = try #require(runner.frames.min { abs($0.time - (start + 0.175)) < abs($1.time - (start + 0.175)) })
        let renderer = try #require(try? Renderer(), "EGL/GLES renderer unavailable")
        let frame = try renderer.render(recorded.tree, scale: 1, background: .black)
        goldens.check(frame, named: "contacts-push-halfway")
    }
}
