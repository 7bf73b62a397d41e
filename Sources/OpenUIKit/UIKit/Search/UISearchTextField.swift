import Foundation

/// The text field inside a search bar (`UISearchTextField`, iOS 13): a
/// rounded field on the system's search fill, with a magnifying glass on
/// the left and a clear button while editing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchLook()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchLook()
    }

    private func configureSearchLook() {
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        font = .systemFont(ofSize: 17)
        clearButtonMode = .whileEditing
        returnKeyType = .search
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        leftView = glass
        leftViewMode = .always
    }
}
