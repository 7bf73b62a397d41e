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
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
