import Foundation

/// Supplies a table view's sections, rows and cells (`UITableViewDataSource`).
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are
/// required; the rest are optional, as in UIKit: the protocol extension
/// supplies UIKit's defaults (one section, no titles).
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row: obtain it with `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Number of sections (optional; default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of a section's header (optional; nil shows no default header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer (optional; nil shows no default footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited (optional; default true: "If this
    /// method is not implemented, all rows are assumed to be editable").
    /// A row that cannot be edited shows no editing control and cannot be swiped.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Commits the insertion (green plus tapped) or deletion (Delete
    /// confirmed) of a row (optional). The data source updates its model
    /// and calls `deleteRows`/`insertRows`. Implementing it enables
    /// swipe-to-delete, as in UIKit (UITableView+SwipeActions.swift).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row may be reordered (optional; default true).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Moves a row of the model after the user dragged its reorder control
    /// (optional); the table has already moved the row on screen.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: marks itself so (TableEditingProbe), and swipe-to-delete stays off.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        TableEditingProbe.declined = true
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: marks itself so; the moved row is put back.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        TableEditingProbe.declined = true
    }
}
