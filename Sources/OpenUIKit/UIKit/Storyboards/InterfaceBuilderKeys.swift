import Foundation

/// The keys `setValue(_:forKey:)` sets on Segue's own classes: the outlets
/// documents connect to UIKit's properties (a controller's `view`, a
/// table's `dataSource`, a view's `gestureRecognizers`…).
@MainActor
enum InterfaceBuilderKeys {
    /// Sets `key` on `object` when it is one of UIKit's properties; false otherwise.
    static func set(_ value: Any?, forKey key: String, on object: UIResponder) -> Bool {
        switch (object, key) {
        case (let controller as UIViewController, "view"): controller.view = value as? UIView
        case (let controller as UITableViewController, "tableView"): controller.tableView = value as? UITableView
        case (let controller as UICollectionViewController, "collectionView"): controller.collectionView = value as? UICollectionView
        case (let navigation as UINavigationController, "delegate"): navigation.delegate = value as? UINavigationControllerDelegate
        case (let tabs as UITabBarController, "delegate"): tabs.delegate = value as? UITabBarControllerDelegate
        case (let table as UITableView, "dataSource"): table.dataSource = value as? UITableViewDataSource
        case (let collection as UICollectionView, "dataSource"): collection.dataSource = value as? UICollectionViewDataSource
        case (let field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate
        case (let textView as UITextView, "delegate"): textView.delegate = value as? UITextViewDelegate
        case (let scroll as UIScrollView, "delegate"): scroll.delegate = value as? UIScrollViewDelegate
        case (let view as UIView, "gestureRecognizers"):
            for recognizer in value as? [Any] ?? [value as Any] {
                if let recognizer = recognizer as? UIGestureRecognizer { view.addGestureRecognizer(recognizer) }
            }
        case (let view as UIView, "backgroundColor"): view.backgroundColor = value as? UIColor
        case (let view as UIView, "tintColor"): view.tintColor = value as? UIColor
        case (let view as UIView, "accessibilityIdentifier"): view.accessibilityIdentifier = value as? String
        case (let view as UIView, "alpha"): view.alpha = value as? CGFloat ?? view.alpha
        case (let view as UIView, "tag"): view.tag = (value as? CGFloat).map { Int($0) } ?? view.tag
        default: return false
        }
        return true
    }
}
