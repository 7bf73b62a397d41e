import UIKit

/// The root: a horizontally scrolling page view controller of pet cards.
final class PetPagesViewController: UIPageViewController, UIPageViewControllerDataSource {
    let pets: [Pet]
    private var cards: [CardViewController] = []

    init(pets: [Pet]) {
        self.pets = pets
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.96, green: 0.94, blue: 0.9, alpha: 1)
        cards = pets.enumerated().map { CardViewController(pet: $0.element, index: $0.offset) }
        dataSource = self
        if let first = cards.first { setViewControllers([first], direction: .forward, animated: false, completion: nil) }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let card = viewController as? CardViewController, card.index > 0 else { return nil }
        return cards[card.index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let card = viewController as? CardViewController, card.index + 1 < cards.count else { return nil }
        return cards[card.index + 1]
    }
}
