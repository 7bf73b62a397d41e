import UIKit

/// The storyboard variant's reveal screen: its picture and name views come
/// from the storyboard; a tap performs the unwind segue back to the card
/// (which dismisses it with the card's flip), and a left-edge swipe
/// dismisses it interactively, as in the code-built app.
final class StoryboardRevealViewController: UIViewController {
    var pet = Pet.all[0]
    weak var imageView: UIImageView!
    weak var nameLabel: UILabel!
    private(set) var swipeInteractionController: SwipeInteractionController?

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.image = Artwork.pet(pet)
        nameLabel.text = pet.name
        nameLabel.frame = CGRect(x: 20, y: view.bounds.height - 140, width: view.bounds.width - 40, height: 44)
        swipeInteractionController = SwipeInteractionController(viewController: self)
    }

    // segue-port: Interface Builder connections
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "imageView": imageView = value as? UIImageView
        case "nameLabel": nameLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}
