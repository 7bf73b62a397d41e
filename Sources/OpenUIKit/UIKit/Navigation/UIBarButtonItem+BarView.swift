import Foundation

/// What a bar (navigation bar, toolbar) draws for an item.
extension UIBarButtonItem {
    /// The view a bar shows for the item, in `color`: its `customView`
    /// (sized to fit if it has no size), an image view drawing the image as
    /// a template in `color` (unless the image asks for its own colours),
    /// or a label with the item's title (bold for `.done`, 17 pt).
    func makeBarContentView(color: UIColor?) -> UIView {
        if let custom = customView {
            if custom.bounds.size == .zero { custom.sizeToFit() }
            return custom
        }
        if let image {
            let template = image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
            let imageView = UIImageView(image: template)
            imageView.tintColor = color
            imageView.contentMode = .center
            imageView.sizeToFit()
            return imageView
        }
        let label = UILabel(frame: .zero)
        label.text = displayedTitle
        label.font = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        label.textColor = color
        label.sizeToFit()
        return label
    }

    /// Whether the item is a flexible or fixed space rather than something drawn.
    var isBarSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
