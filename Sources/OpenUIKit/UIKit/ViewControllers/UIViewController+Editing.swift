import Foundation

/// The controller's editing state and its Edit/Done item (UIKit's
/// "Managing editing", `UIViewController`).
///
/// `setEditing(_:animated:)` records the state and keeps
/// `editButtonItem` in step: "Edit" with the plain style, "Done" with the
/// done style while editing (the titles of the system `.edit`/`.done`
/// items). Tapping the item calls `setEditing(!isEditing, animated: true)`
/// on the controller, so a subclass's override runs.
extension UIViewController {
    func updateEditingState(_ editing: Bool) {
        isEditingStorage = editing
        if let item = editButtonItemStorage { Self.styleEditButton(item, editing: editing) }
    }

    func editButtonItemIfNeeded() -> UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem()
        item.targetAction = .closure(target: self) { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        item.target = self
        Self.styleEditButton(item, editing: isEditing)
        editButtonItemStorage = item
        return item
    }

    private static func styleEditButton(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? UIBarButtonItem.SystemItem.done.title : UIBarButtonItem.SystemItem.edit.title
        item.style = editing ? .done : .plain
    }
}
