import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting
import SegueRender

/// Embed, popover and cell-triggered segues, and the user's classes for bar
/// items and gesture recognizers, as Apple documents them:
///
/// - a storyboard controller's view loads when first asked for, then
///   `viewDidLoad()` ("Called after the controller's view is loaded into
///   memory"); an embed segue's `prepare(for:sender:)` comes while the
///   parent's view loads, so before its `viewDidLoad()`; the child is added
///   as a container adds one (`addChild(_:)` sends `willMove(toParent:)`,
///   the container sends `didMove(toParent:)`: "Implementing a Container
///   View Controller") and its view fills the container view;
/// - `prepare(for:sender:)`: "if the segue originated from a table view,
///   the sender parameter would identify the table view cell that the user
///   tapped";
/// - a popover segue presents with `modalPresentationStyle = .popover`,
///   its `popoverPresentationController` anchored to the segue's anchor
///   with the arrow directions the document permits, configured before
///   `prepare(for:sender:)` so that a delegate set there is asked to adapt.
@MainActor
@Suite("Storyboard segue kinds: embed, popover, cells; custom bar item and recognizer classes", .transitionHarness)
struct StoryboardSegueKindTests {
    func storyboard() throws -> UIStoryboard {
        UIStoryboard(name: "Kinds", bundle: try StoryboardFixtures.bundle(["Kinds.storyboard": SegueKindFixtures.storyboard]))
    }

    @Test("A storyboard controller's view loads lazily: viewIfLoaded is nil until asked for, then viewDidLoad")
    func lazyView() throws {
        segueKindEvents = []
        let parent = try #require(try storyboard().instantiateInitialViewController() as? EmbedParentController)
        #expect(!parent.isViewLoaded && parent.viewIfLoaded == nil)
        #expect(parent.children.isEmpty, "embeds wait for the view")
        #expect(segueKindEvents.isEmpty)
        _ = parent.view
        #expect(parent.isViewLoaded)
        #expect(segueKindEvents.last == "parent.viewDidLoad(children: 1)")
        _ = parent.view
        #expect(segueKindEvents.filter { $0.hasPrefix("parent.viewDidLoad") }.count == 1, "viewDidLoad once")
    }

    @Test("Embed: the child is made, prepare(for:sender:) runs before the parent's viewDidLoad, the child fills the container")
    func embed() throws {
        segueKindEvents = []
        let parent = try #require(try storyboard().instantiateInitialViewController() as? EmbedParentController)
        parent.loadViewIfNeeded()
        #expect(segueKindEvents == [
            "parent.shouldPerformSegue(embedChild)",
            "child.awakeFromNib",
            "parent.prepare(embedChild, EmbeddedChildController, isViewLoaded: false)",
            "child.willMove(toParent: EmbedParentController)",
            "child.viewDidLoad",
            "child.didMove(toParent: EmbedParentController)",
            "parent.viewDidLoad(children: 1)",
        ])
        let child = try #require(parent.children.first as? EmbeddedChildController)
        #expect(child.parent === parent)
        let container = try #require(parent.view.subviews.first)
        #expect(child.view.superview === container)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 350, height: 200))
        #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(parent.embedSender as? UIViewController === parent)
        // The container's size changes: the child's view follows it.
        container.frame.size = CGSize(width: 300, height: 150)
        container.layoutIfNeeded()
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        // Each instantiation embeds a child of its own.
        let other = try #require(try storyboard().instantiateInitialViewController())
        other.loadViewIfNeeded()
        #expect(other.children.count == 1 && other.children.first !== child)
    }

    @Test("An embedded child appears with its parent in a window")
    func embeddedAppearance() throws {
        let parent = try #require(try storyboard().instantiateInitialViewController() as? EmbedParentController)
        let harness = TransitionHarness(root: parent)
        #expect(harness.runUntilIdle())
        let child = try #require(parent.children.first)
        #expect(child.view.window === harness.window)
        #expect(child.view.convert(child.view.bounds, to: nil).origin == CGPoint(x: 20, y: 120))
    }

    @Test("A cycle of embeds is reported with file, line and element; the containers stay empty and nothing loops")
    func embedCycle() throws {
        let storyboard = try storyboard()
        let a = storyboard.instantiateViewController(withIdentifier: "CycleA")
        expectDiagnostic("Kinds.storyboard:", "a cycle of embed segues") {
            a.loadViewIfNeeded()
        }
        // A embeds B; B's embed of A is refused.
        let b = try #require(a.children.first)
        #expect(b.children.isEmpty)
        #expect(b.view.subviews.first?.subviews.isEmpty == true)
    }

    @Test("A popover segue from a button: .popover, anchored to the button with its arrow directions, set before prepare")
    func popoverFromButton() throws {
        segueKindEvents = []
        let parent = try #require(try storyboard().instantiateInitialViewController() as? EmbedParentController)
        let harness = TransitionHarness(root: parent)
        #expect(harness.runUntilIdle())
        let button = try #require(parent.view.subviews.compactMap { $0 as? UIButton }.first)
        segueKindEvents = []
        harness.tap(button)
        #expect(harness.runUntilIdle())
        #expect(segueKindEvents == ["parent.shouldPerformSegue(showOptions)",
                                    "parent.prepare(showOptions, UIViewController, isViewLoaded: false)"])
        let options = try #require(parent.presentedViewController)
        #expect(options.modalPresentationStyle == .popover)
        let popover = try #require(options.popoverPresentationController)
        #expect(parent.popoverDelegateSet)
        #expect(popover.sourceView === button)
        #expect(popover.sourceRect == button.bounds)
        #expect(popover.permittedArrowDirections == .up)
        // The delegate set in prepare kept it a popover: the arrow points up at the button, below it.
        #expect(popover.arrowDirection == .up)
        #expect(options.view.convert(options.view.bounds, to: nil).minY > button.convert(button.bounds, to: nil).maxY)
        #expect(harness.violations.isEmpty)
    }

    @Test("A popover segue from a bar button item of the user's class: anchored to the item")
    func popoverFromBarButtonItem() throws {
        let parent = try #require(try storyboard().instantiateInitialViewController() as? EmbedParentController)
        let navigation = UINavigationController(rootViewController: parent)
        let harness = TransitionHarness(root: navigation)
        #expect(harness.runUntilIdle())
        let item = try #require(parent.navigationItem.rightBarButtonItem as? BadgeBarButtonItem)
        #expect(item.awoke && item.title == "More")
        parent.performSegue(withIdentifier: "showMore", sender: item)
        #expect(harness.runUntilIdle())
        let presented = try #require(navigation.presentedViewController)
        let popover = try #require(presented.popoverPresentationController)
        #expect(popover.barButtonItem === item)
        #expect(popover.permittedArrowDirections == .any)
    }

    @Test("A table cell's selection segue: the cell is the sender; prepare comes before didSelectRowAt; the destination is pushed")
    func tableCellSelection() throws {
        segueKindEvents = []
        let navigation = try #require(try storyboard().instantiateViewController(withIdentifier: "PetNavigation") as? UINavigationController)
        let list = try #require(navigation.topViewController as? PetListController)
        let harness = TransitionHarness(root: navigation)
        #expect(harness.runUntilIdle())
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell is PetCell)
        segueKindEvents = []
        harness.tap(cell)
        #expect(harness.runUntilIdle())
        #expect(segueKindEvents == ["list.shouldPerformSegue(showPet)", "list.prepare(showPet, row: 1)", "list.didSelectRowAt(1)"])
        #expect(list.preparedSender as? UITableViewCell === cell)
        #expect(navigation.topViewController is PetDetailController)
        #expect(navigation.viewControllers.count == 2)
        #expect(harness.violations.isEmpty)
    }

    @Test("A table cell's accessory action segue runs from its detail button, with the cell as sender")
    func tableCellAccessory() throws {
        let navigation = try #require(try storyboard().instantiateViewController(withIdentifier: "PetNavigation") as? UINavigationController)
        let list = try #require(navigation.topViewController as? PetListController)
        let harness = TransitionHarness(root: navigation)
        #expect(harness.runUntilIdle())
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.accessoryType == .detailButton)
        let accessory = try #require(cell.builtinAccessory)
        segueKindEvents = []
        harness.tap(at: accessory.convert(CGPoint(x: accessory.bounds.minX + 11, y: accessory.bounds.midY), to: nil))
        #expect(harness.runUntilIdle())
        #expect(segueKindEvents == ["list.shouldPerformSegue(petInfo)", "list.prepare(petInfo, row: 2)", "list.accessoryButtonTapped(2)"])
        #expect(list.preparedSender as? UITableViewCell === cell)
        #expect(list.tableView.indexPathForSelectedRow == nil, "the accessory does not select the row")
        #expect(navigation.topViewController is PetDetailController)
    }

    @Test("A collection cell's selection segue presents, with the cell as sender, before didSelectItemAt")
    func collectionCellSelection() throws {
        segueKindEvents = []
        let grid = try #require(try storyboard().instantiateViewController(withIdentifier: "Tiles") as? TileGridController)
        let harness = TransitionHarness(root: grid)
        #expect(harness.runUntilIdle())
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        segueKindEvents = []
        harness.tap(cell)
        #expect(harness.runUntilIdle())
        #expect(segueKindEvents == ["tiles.prepare(showTile, item: 3)", "tiles.didSelectItemAt(3)"])
        #expect(grid.preparedSender as? UICollectionViewCell === cell)
        #expect(grid.presentedViewController is PetDetailController)
        #expect(grid.presentedViewController?.modalPresentationStyle == .fullScreen)
    }

    @Test("Bar items of the user's classes (customClass); a recognizer's customClass is reported and UIKit's class made")
    func customClasses() throws {
        let parent = try expectDiagnostic("customClass TripleTapRecognizer: Segue makes gesture recognizers of UIKit's own classes only") {
            try #require(try storyboard().instantiateInitialViewController() as? EmbedParentController)
        }
        #expect(parent.navigationItem.rightBarButtonItem is BadgeBarButtonItem)
        let tab = try #require(parent.tabBarItem as? BadgeTabBarItem)
        #expect(tab.title == "Home")
        let recognizer = try #require(parent.view.gestureRecognizers?.first)
        #expect(type(of: recognizer) == UITapGestureRecognizer.self)
        #expect((recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 3)
        #expect(recognizer.view === parent.view)
    }

    @Test("A segue from a gesture recognizer beside the controller (where Xcode keeps it) belongs to that scene's controller")
    func recognizerSegue() throws {
        let parent = try #require(try storyboard().instantiateInitialViewController() as? EmbedParentController)
        let harness = TransitionHarness(root: parent)
        #expect(harness.runUntilIdle())
        segueKindEvents = []
        parent.performSegue(withIdentifier: "tripleTap", sender: nil)
        #expect(harness.runUntilIdle())
        #expect(segueKindEvents == ["parent.prepare(tripleTap, UIViewController, isViewLoaded: false)"])
        #expect(parent.presentedViewController != nil)
    }
}

extension StoryboardSegueKindTests {
    @Test("Drawn: the embedded child's blue view fills the container's rectangle; the popover sits below its button")
    func drawn() throws {
        let parent = try #require(try storyboard().instantiateInitialViewController() as? EmbedParentController)
        let harness = TransitionHarness(root: parent)
        #expect(harness.runUntilIdle())
        let frame = try harness.renderFrame()
        // The child's background (0, 0.5, 1) inside the container at (20, 120, 350, 200); the parent's white outside.
        let inside = frame.pixel(x: 195, y: 220)
        #expect([inside.r, inside.g, inside.b] == [0, 128, 255])
        let outside = frame.pixel(x: 195, y: 340)
        #expect([outside.r, outside.g, outside.b] == [255, 255, 255])
        let button = try #require(parent.view.subviews.compactMap { $0 as? UIButton }.first)
        harness.tap(button)
        #expect(harness.runUntilIdle())
        // The popover's content (1, 0.8, 0) is drawn where it was placed.
        let options = try #require(parent.presentedViewController)
        let placed = options.view.convert(options.view.bounds, to: nil)
        let popover = try harness.renderFrame().pixel(x: Int(placed.midX), y: Int(placed.midY))
        #expect([popover.r, popover.g, popover.b] == [255, 204, 0])
        if ProcessInfo.processInfo.environment["SEGUE_WRITE_PNG"] != nil {
            let png = SegueRender.PNGCodec.encode(try harness.renderFrame(scale: 2))
            try Data(png).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "storyboard-popover.png"))
        }
    }
}

extension StoryboardSegueKindTests {
    @Test("A scene's bar button item with a segue (its action) goes away with its controller: no cycle through the action")
    func barButtonItemReleased() throws {
        let storyboard = try storyboard()
        weak var item: UIBarButtonItem?
        weak var controller: UIViewController?
        do {
            let parent = try #require(storyboard.instantiateInitialViewController())
            item = parent.navigationItem.rightBarButtonItem
            controller = parent
            #expect(item != nil)
        }
        #expect(controller == nil)
        #expect(item == nil)
    }
}

/// A parent that refuses its embed segue.
final class RefusingEmbedParent: UIViewController {
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { false }
}

extension StoryboardSegueKindTests {
    static let refusing = SegueKindFixtures.storyboard
        .replacingOccurrences(of: "customClass=\"EmbedParentController\"", with: "customClass=\"RefusingEmbedParent\"")

    static let navigationCycle = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="rootViewController" id="loop"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("shouldPerformSegue returning false for an embed segue leaves the container empty")
    func refusedEmbed() throws {
        let storyboard = UIStoryboard(name: "Refusing", bundle: try StoryboardFixtures.bundle(["Refusing.storyboard": Self.refusing]))
        let parent = try #require(storyboard.instantiateInitialViewController() as? RefusingEmbedParent)
        parent.loadViewIfNeeded()
        #expect(parent.children.isEmpty)
        #expect(parent.view.subviews.first?.subviews.isEmpty == true)
    }

    @Test("A navigation controller whose root relationship is itself: reported with file, line and element; no loop")
    func relationshipCycle() throws {
        let storyboard = UIStoryboard(name: "Loop", bundle: try StoryboardFixtures.bundle(["Loop.storyboard": Self.navigationCycle]))
        let navigation = try #require(expectDiagnostic("Loop.storyboard:6:", "<navigationController> is reached again by its own relationship segues") {
            storyboard.instantiateInitialViewController() as? UINavigationController
        })
        #expect(navigation.viewControllers.isEmpty)
    }
}
