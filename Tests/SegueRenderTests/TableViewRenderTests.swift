import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// Table views drawn: separators, standard cell styles, accessories,
/// selection, headers and the inset-grouped look.
@MainActor
@Suite(.serialized) struct TableViewRenderTests {
    final class Settings: NSObject, UITableViewDataSource, UITableViewDelegate {
        let rows: [[(String, String?, UITableViewCell.AccessoryType, UITableViewCell.CellStyle)]] = [
            [("Wi-Fi", "Home", .disclosureIndicator, .value1), ("Bluetooth", "On", .disclosureIndicator, .value1),
             ("Airplane Mode", nil, .none, .default)],
            [("English", nil, .checkmark, .default), ("French", nil, .none, .default),
             ("Keyboard", "Layouts and shortcuts", .detailButton, .subtitle)],
        ]
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Connections" : "Language"
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 1 ? "The checkmark shows the language in use." : nil
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let (title, detail, accessory, style) = rows[indexPath.section][indexPath.row]
            let id = "\(style.rawValue)"
            let cell = tableView.dequeueReusableCell(withIdentifier: id) ?? UITableViewCell(style: style, reuseIdentifier: id)
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = detail
            cell.accessoryType = accessory
            return cell
        }
    }

    func window(style: UITableView.Style, configure: (UITableView) -> Void = { _ in }) -> (UIWindow, UITableView, Settings) {
        _ = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 520))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        // The goldens show rows from the window's top edge: `.never` keeps the
        // 20 pt status-bar safe area (added under `.automatic`) out of the insets.
        table.contentInsetAdjustmentBehavior = .never
        let source = Settings()
        table.dataSource = source
        table.delegate = source
        configure(table)
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, source)
    }

    @Test func insetGroupedSettings() throws {
        let (window, table, source) = window(style: .insetGrouped)
        defer { withExtendedLifetime(source) {} }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        window.layoutIfNeeded()
        let frame = try Renderer().render(RenderTree(capturing: window.layer), scale: 1)
        goldens.check(frame, named: "table-inset-grouped")
        // Grouped background outside the rows; white cells inside the 16 pt inset.
        let wifi = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(wifi.minX == 16 && wifi.width == 358)
        expectPixel(frame, 8, Int(wifi.midY), to: [242, 242, 247])
        expectPixel(frame, 24, Int(wifi.midY), to: [255, 255, 255])
        // The selected row (section 0, row 1) is systemGray4.
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        expectPixel(frame, 200, Int(row.midY) - 12, to: [209, 209, 214])
    }

    @Test func plainList() throws {
        let (window, _, source) = window(style: .plain) { $0.rowHeight = 52 }
        defer { withExtendedLifetime(source) {} }
        let frame = try Renderer().render(RenderTree(capturing: window.layer), scale: 1)
        goldens.check(frame, named: "table-plain")
        // White rows on a white table.
        expectPixel(frame, 200, 60, to: [255, 255, 255])
    }
}
