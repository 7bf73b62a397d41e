import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Storyboards and nibs as UIKit documents them: a storyboard makes each
/// scene's controller with its view tree, constraints, outlets and actions;
/// `awakeFromNib()` comes after every connection (Apple's `awakeFromNib()`:
/// "all outlet and action connections are already established"); segues
/// run `shouldPerformSegue`, `prepare(for:sender:)`, then `perform()`.
@MainActor
@Suite("Storyboards and nibs", .transitionHarness)
struct UIStoryboardTests {
    func cards() throws -> UIStoryboard {
        UIStoryboard(name: "Cards", bundle: try StoryboardFixtures.bundle(["Cards.storyboard": StoryboardFixtures.cards]))
    }

    @Test("The initial controller is the customClass, with its view tree, outlets, constraints and navigation item")
    func initialController() throws {
        storyboardEvents = []
        let controller = try #require(try cards().instantiateInitialViewController() as? CardListController)
        #expect(storyboardEvents == ["awakeFromNib(titleLabel: Cards)"])
        #expect(controller.storyboard != nil)
        #expect(controller.navigationItem.title == "Deck")
        // A scene's view loads when first asked for, then viewDidLoad (Apple: viewDidLoad is
        // "called after the controller's view is loaded into memory").
        #expect(controller.viewIfLoaded == nil)
        let view = try #require(controller.view)
        #expect(storyboardEvents == ["awakeFromNib(titleLabel: Cards)", "viewDidLoad"])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(view.backgroundColor == .systemBackground, "UIKit's dynamic systemBackgroundColor, not the canvas value in <resources>")
        #expect(view.subviews.count == 3)
        let label = try #require(controller.titleLabel)
        #expect(label.superview === view)
        #expect(label.text == "Cards" && label.textAlignment == .center)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 24))
        #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(controller.buttons.map { $0.title(for: .normal) } == ["Like", "Open"])
        #expect(controller.widthConstraint.constant == 120 && controller.widthConstraint.isActive)
        #expect(controller.widthConstraint.firstItem === controller.buttons[0])
        // The label is pinned 40 pt below the safe area's top and 20 pt from the leading edge.
        let top = view.constraints.first { $0.firstItem === label && $0.firstAttribute == .top }
        #expect(top?.secondItem === view.safeAreaLayoutGuide && top?.constant == 40)
    }

    @Test("An action connection calls the @IBAction with the control as sender")
    func action() throws {
        storyboardEvents = []
        let controller = try #require(try cards().instantiateInitialViewController() as? CardListController)
        controller.buttons[0].sendActions(for: .touchUpInside)
        #expect(controller.likes == 1)
        #expect(storyboardEvents.last == "like(button)")
    }

    @Test("A custom segue from a button: shouldPerform, a fresh destination, prepare, perform, then the animator; the card is presented")
    func customSegue() throws {
        storyboardEvents = []
        let controller = try #require(try cards().instantiateInitialViewController() as? CardListController)
        let harness = TransitionHarness(root: controller)
        storyboardEvents = []
        harness.tap(controller.buttons[1])
        #expect(harness.runUntilIdle())
        // Asked first; only then is the destination made (and woken), prepared and the segue performed.
        #expect(storyboardEvents == ["shouldPerformSegue(showCard)", "CardController.awakeFromNib",
                                     "prepare(showCard, CardController)", "perform", "animateTransition"])
        let card = try #require(controller.presentedViewController as? CardController)
        #expect(card.view.window === harness.window)
        #expect(card.view.backgroundColor == UIColor(white: 0.5, alpha: 1))
        #expect(card.view.layer.cornerRadius == 12, "a user-defined runtime attribute")
        #expect(harness.violations.isEmpty)
        // performSegue(withIdentifier:sender:) makes a fresh destination each time.
        card.dismiss(animated: false)
        _ = harness.runUntilIdle()
        controller.performSegue(withIdentifier: "showCard", sender: nil)
        _ = harness.runUntilIdle()
        #expect(controller.presentedViewController !== card && controller.presentedViewController is CardController)
    }

    @Test("An unwind segue: prepare on the source, the destination's unwind action, then back to it")
    func unwind() throws {
        let controller = try #require(try cards().instantiateInitialViewController() as? CardListController)
        let harness = TransitionHarness(root: controller)
        controller.performSegue(withIdentifier: "showCard", sender: nil)
        #expect(harness.runUntilIdle())
        let card = try #require(controller.presentedViewController as? CardController)
        storyboardEvents = []
        let done = try #require(card.view.subviews.first as? UIButton)
        harness.tap(done)
        #expect(harness.runUntilIdle())
        #expect(storyboardEvents == ["CardController.prepare(backToList)", "unwindToList(from CardController)"])
        #expect(controller.presentedViewController == nil)
        #expect(card.viewIfLoaded?.window == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("A navigation controller's root relationship, and a controller by storyboard identifier")
    func relationshipsAndIdentifiers() throws {
        let storyboard = try cards()
        let navigation = try #require(storyboard.instantiateViewController(withIdentifier: "Navigation") as? UINavigationController)
        #expect(navigation.viewControllers.first is CardListController)
        let card: CardController = storyboard.instantiateViewController(identifier: "Card")
        #expect(card.view.layer.cornerRadius == 12)
        var made = false
        let created = storyboard.instantiateViewController(identifier: "Card") { coder -> CardController? in
            made = true
            return CardController(coder: coder)
        }
        #expect(made && created.view.backgroundColor == UIColor(white: 0.5, alpha: 1))
    }

    @Test("A missing storyboard and an unknown identifier raise UIKit's NSInvalidArgumentException")
    func errors() throws {
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        let missing = UIStoryboard(name: "Nowhere", bundle: try StoryboardFixtures.bundle([:]))
        #expect(raised.first?.name == UIKitException.invalidArgument)
        #expect(raised.first?.reason.hasPrefix("Could not find a storyboard named 'Nowhere' in bundle") == true)
        #expect(missing.instantiateInitialViewController() == nil)
        raised = []
        _ = try cards().instantiateViewController(withIdentifier: "Nope")
        #expect(raised.map(\.reason) == ["Storyboard (<UIStoryboard: Cards>) doesn't contain a view controller with identifier 'Nope'"])
        raised = []
        UIView().setValue(1, forKey: "nothing")
        #expect(raised.first?.name == "NSUnknownKeyException")
        #expect(raised.first?.reason.hasSuffix("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key nothing.") == true)
        // Malformed XML is reported, not loaded.
        let broken = UINib(data: Data("<document".utf8), bundle: nil)
        #expect(broken.instantiate(withOwner: nil).isEmpty)
    }

    @Test("A nib connects its File's Owner, returns its top-level objects and wakes them")
    func nib() throws {
        let bundle = try StoryboardFixtures.bundle(["NibCardController.xib": StoryboardFixtures.cardView])
        let owner = NibCardController(nibName: nil, bundle: bundle)
        // UIKit's lookup: a nib named after the class.
        let view = owner.view!
        #expect(view.frame.size == CGSize(width: 300, height: 200))
        #expect(view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(owner.titleLabel?.text == "From a nib" && owner.titleLabel?.superview === view)
        let objects = UINib(nibName: "NibCardController", bundle: bundle).instantiate(withOwner: nil)
        #expect(objects.count == 2)
        let cell = try #require(objects.last as? CardCell)
        #expect(cell.awoke, "awakeFromNib after the outlet was set")
        #expect(cell.nameLabel.superview === cell.contentView)
        #expect(bundle.loadNibNamed("Missing", owner: nil) == nil)
    }

    @Test("A table view dequeues cells from a registered nib")
    func tableNib() throws {
        let bundle = try StoryboardFixtures.bundle(["Cells.xib": StoryboardFixtures.cardView])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "Cells", bundle: bundle), forCellReuseIdentifier: "Row")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "Row") as? CardCell)
        #expect(cell.reuseIdentifier == "Row" && cell.nameLabel?.text == "Row")
    }
}
