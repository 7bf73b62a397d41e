import Foundation
@testable import OpenUIKit
import Testing
@testable import SegueRender

/// Configurations drawn: the four button styles in their states, and a
/// settings list built from list content configurations.
@MainActor
@Suite(.serialized) struct ConfigurationRenderTests {
    @Test func buttonStyles() throws {
        _ = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 260))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled()),
        ]
        var buttons: [[UIButton]] = []
        for (row, state) in ["normal", "highlighted", "disabled"].enumerated() {
            var line: [UIButton] = []
            var x: CGFloat = 12
            for (column, (title, style)) in styles.enumerated() {
                var config = style
                config.title = title
                if row == 0 && column == 3 { config.image = UIImage(systemName: "star.fill"); config.imagePadding = 4 }
                let button = UIButton(configuration: config)
                button.isHighlighted = state == "highlighted"
                button.isEnabled = state != "disabled"
                let size = button.intrinsicContentSize
                button.frame = CGRect(x: x, y: 20 + CGFloat(row) * 60, width: max(size.width, 80), height: size.height)
                x = button.frame.maxX + 8
                window.addSubview(button)
                line.append(button)
            }
            buttons.append(line)
        }
        var capsule = UIButton.Configuration.filled()
        capsule.title = "Continue"
        capsule.subtitle = "Step 2 of 3"
        capsule.cornerStyle = .capsule
        capsule.buttonSize = .large
        capsule.baseBackgroundColor = .systemIndigo
        let large = UIButton(configuration: capsule)
        large.frame = CGRect(x: 12, y: 196, width: 366, height: large.intrinsicContentSize.height)
        window.addSubview(large)
        window.layoutIfNeeded()
        let frame = try Renderer().render(RenderTree(capturing: window.layer), scale: 2)
        goldens.check(frame, named: "button-configuration-styles")
        // The filled button's fill is the tint colour, just inside its left edge.
        let filled = buttons[0][3].frame
        expectPixel(frame, Int(filled.minX + 4) * 2, Int(filled.midY) * 2, to: [0, 122, 255], tolerance: 3)
        // The gray button's fill is tertiarySystemFill over white.
        let gray = buttons[0][1].frame
        expectPixel(frame, Int(gray.minX + 4) * 2, Int(gray.midY) * 2, to: [240, 240, 241], tolerance: 4)
        // The plain button has no fill.
        let plain = buttons[0][0].frame
        expectPixel(frame, Int(plain.minX + 3) * 2, Int(plain.midY) * 2, to: [255, 255, 255])
        // Corners are rounded: the filled button's corner pixel shows the window.
        expectPixel(frame, Int(filled.minX) * 2, Int(filled.minY) * 2, to: [255, 255, 255], tolerance: 40)
    }

    final class SettingsSource: NSObject, UITableViewDataSource {
        let rows: [[(String, String, UIColor, String?)]] = [
            [("Airplane Mode", "airplane", .systemOrange, nil), ("Wi-Fi", "wifi", .systemBlue, "Home"),
             ("Bluetooth", "bolt.horizontal", .systemBlue, "On")],
            [("Notifications", "bell.fill", .systemRed, nil), ("Sounds & Haptics", "speaker.wave.3.fill", .systemPink, nil)],
        ]
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Connections" : "Alerts"
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let (title, symbol, color, value) = rows[indexPath.section][indexPath.row]
            let cell = UITableViewCell(style: value == nil ? .default : .value1, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = value
            content.image = UIImage(systemName: symbol)
            content.imageProperties.tintColor = color
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test func settingsList() throws {
        _ = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 360))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.contentInsetAdjustmentBehavior = .never
        let source = SettingsSource()
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        window.layoutIfNeeded()
        let frame = try Renderer().render(RenderTree(capturing: window.layer), scale: 2)
        goldens.check(frame, named: "list-content-configuration-settings")
        withExtendedLifetime(source) {}
        // Rows are white inside the inset; the selected row is grey.
        let wifi = table.rectForRow(at: IndexPath(row: 1, section: 0))
        expectPixel(frame, Int(wifi.maxX - 60) * 2, Int(wifi.midY) * 2 - 20, to: [255, 255, 255])
        let selected = table.rectForRow(at: IndexPath(row: 0, section: 1))
        expectPixel(frame, Int(selected.maxX - 60) * 2, Int(selected.midY) * 2 - 20, to: [209, 209, 214])
        // Separators start at the text, after the image.
        let separatorStart = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))).separatorInset.left
        let firstList = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.subviews
            .compactMap { $0 as? UIListContentView }.first)
        #expect(separatorStart == firstList.textLabelForTesting.frame.minX)
        // The value text ends before the disclosure indicator.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        list.layoutIfNeeded()
        #expect(list.secondaryTextLabelForTesting.text == "Home")
        #expect(list.convert(list.secondaryTextLabelForTesting.frame, to: cell).maxX <= cell.contentView.frame.maxX)
    }
}
