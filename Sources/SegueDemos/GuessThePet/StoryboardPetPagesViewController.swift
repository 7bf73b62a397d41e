import UIKit

/// The storyboard variant's root (the storyboard's initial scene): the
/// same page view of cards as `PetPagesViewController`, its cards made from
/// the storyboard's "CardViewController" scene.
final class StoryboardPetPagesViewController: UIPageViewController, UIPageViewControllerDataSource {
    let pets = Pet.all
    private var cards: [StoryboardCardViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.96, green: 0.94, blue: 0.9, alpha: 1)
        cards = pets.enumerated().compactMap { offset, pet in
            let card = storyboard?.instantiateViewController(withIdentifier: "CardViewController") as? StoryboardCardViewController
            card?.pet = pet
            card?.index = offset
            return card
        }
        dataSource = self
        if let first = cards.first { setViewControllers([first], direction: .forward, animated: false, completion: nil) }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let card = viewController as? StoryboardCardViewController, card.index > 0 else { return nil }
        return cards[card.index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let card = viewController as? StoryboardCardViewController, card.index + 1 < cards.count else { return nil }
        return cards[card.index + 1]
    }

    /// The reveal screen's unwind segue ends here: the controller that
    /// presented it (the card is a child of this page view controller).
    func unwindToCard(withSegue segue: UIStoryboardSegue) {}

    // segue-port: Interface Builder connections
    override class var interfaceBuilderActions: [Selector] {
        super.interfaceBuilderActions + [Selector("unwindToCardWithSegue:", StoryboardPetPagesViewController.unwindToCard(withSegue:))]
    }
}
