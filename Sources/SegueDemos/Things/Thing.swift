import UIKit

/// One thing in the grid.
struct Thing {
    let name: String
    let index: Int
    @MainActor var image: UIImage { Artwork.thing(index) }

    static let all: [Thing] = ["Teapot", "Lamp", "Cactus", "Guitar", "Kite", "Clock", "Mug", "Camera",
                               "Globe", "Bicycle", "Radio", "Kettle", "Book", "Plant", "Chair"]
        .enumerated().map { Thing(name: $0.element, index: $0.offset) }
}

/// A grid cell: an image over a label.
final class ThingCell: UICollectionViewCell {
    let imageView = UIImageView()
    let nameLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 12
        contentView.addSubview(imageView)
        nameLabel.font = .systemFont(ofSize: 14)
        nameLabel.textAlignment = .center
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 0, width: b.width, height: b.width)
        nameLabel.frame = CGRect(x: 0, y: b.width + 4, width: b.width, height: 20)
    }
}
