import Foundation
import Testing
@testable import OpenUIKit

/// Cells, headers and footers with content and background configurations:
/// defaults, installation, and the update cycle UIKit documents.
@MainActor
@Suite struct CellConfigurationTests {
    /// A cell that records its updates.
    final class RecordingCell: UITableViewCell {
        var events: [String] = []
        var states: [UICellConfigurationState] = []
        static let favorite = UIConfigurationStateCustomKey("com.example.favorite")
        var isFavorite = false { didSet { setNeedsUpdateConfiguration() } }
        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[Self.favorite] = isFavorite
            return state
        }
        override func updateConfiguration(using state: UICellConfigurationState) {
            events.append("updateConfiguration")
            states.append(state)
        }
    }

    private func listView(of cell: UITableViewCell) -> UIListContentView? {
        cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
    }

    @Test("Defaults: no configurations, automatic updates on, state from the cell")
    func defaults() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.contentConfiguration == nil)
        #expect(cell.automaticallyUpdatesContentConfiguration)
        #expect(cell.automaticallyUpdatesBackgroundConfiguration)
        #expect(cell.configurationUpdateHandler == nil)
        #expect(!cell.configurationState.isSelected && !cell.configurationState.isHighlighted)
        cell.setSelected(true, animated: false)
        #expect(cell.configurationState.isSelected)
        #expect(cell.configurationState.traitCollection == cell.traitCollection)
    }

    @Test("defaultContentConfiguration() has no content")
    func defaultContentConfiguration() {
        let config = UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(config.text == nil && config.secondaryText == nil && config.image == nil)
    }

    @Test("Setting a content configuration shows its view in the content view, filling it")
    func installsContentView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = try #require(listView(of: cell))
        #expect(view.frame == cell.contentView.bounds)
        #expect(view.textLabelForTesting.text == "Wi-Fi")
        // A compatible configuration goes to the same view.
        content.text = "Bluetooth"
        cell.contentConfiguration = content
        #expect(listView(of: cell) === view)
        #expect(view.textLabelForTesting.text == "Bluetooth")
        cell.contentConfiguration = nil
        #expect(listView(of: cell) == nil)
    }

    @Test("The cell's text lines up with its layout margins")
    func textAtCellMargins() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutMargins = UIEdgeInsets(top: 11, left: 30, bottom: 11, right: 30)
        var content = cell.defaultContentConfiguration()
        content.text = "General"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        #expect(try #require(listView(of: cell)).textLabelForTesting.frame.minX == 30)
    }

    @Test("A selection change requests one update, run at the next layout, before the handler")
    func updateCycleOrder() {
        let cell = RecordingCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        cell.events.removeAll()
        cell.configurationUpdateHandler = { cell, state in
            (cell as? RecordingCell)?.events.append("handler:\(state.isSelected)")
        }
        cell.setSelected(true, animated: false)
        cell.setNeedsUpdateConfiguration()
        #expect(cell.events.isEmpty)
        cell.layoutIfNeeded()
        #expect(cell.events == ["updateConfiguration", "handler:true"])
        #expect(cell.states.last?.isSelected == true)
    }

    @Test("Setting the update handler requests an update")
    func handlerRequestsUpdate() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        var calls = 0
        cell.configurationUpdateHandler = { _, _ in calls += 1 }
        cell.layoutIfNeeded()
        #expect(calls == 1)
        cell.layoutIfNeeded()
        #expect(calls == 1)
    }

    @Test("A trait change (dark appearance) updates the configuration with the new traits")
    func traitChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        window.addSubview(cell)
        var styles: [UIUserInterfaceStyle] = []
        cell.configurationUpdateHandler = { _, state in styles.append(state.traitCollection.userInterfaceStyle) }
        cell.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark
        cell.layoutIfNeeded()
        #expect(styles.last == .dark)
        window.isHidden = true
    }

    @Test("Custom states reach the update through an overridden configurationState")
    func customState() {
        let cell = RecordingCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        cell.isFavorite = true
        cell.layoutIfNeeded()
        #expect(cell.states.last?[RecordingCell.favorite] == AnyHashable(true))
    }

    @Test("Highlight re-applies the content configuration updated for the new state")
    func automaticContentUpdate() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        let view = try #require(listView(of: cell))
        let expected = content.updated(for: cell.configurationState)
        #expect(view.configuration as? UIListContentConfiguration == expected)
        #expect(cell.contentConfiguration as? UIListContentConfiguration == expected)
    }

    @Test("With automatic updates off, the configuration is shown as set")
    func automaticUpdatesOff() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.automaticallyUpdatesContentConfiguration = false
        var content = UIListContentConfiguration.cell()
        content.text = "As set"
        cell.contentConfiguration = content
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(try #require(listView(of: cell)).configuration as? UIListContentConfiguration == content)
    }

    @Test("A self-sizing row with a content configuration is as tall as its content, at least 44 pt")
    func selfSizing() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 1000)).height == 44)
        content.text = Array(repeating: "A line of text that wraps", count: 8).joined(separator: " ")
        content.directionalLayoutMargins.top = 20
        cell.contentConfiguration = content
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 1000)).height > 44)
    }

    @Test("A collection view cell installs content and runs the update cycle on selection")
    func collectionCell() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        var order: [String] = []
        var content = UIListContentConfiguration.cell()
        content.text = "Item"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        cell.configurationUpdateHandler = { _, state in order.append("handler:\(state.isSelected)") }
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(order == ["handler:true"])
        let view = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(view.textLabelForTesting.text == "Item")
        #expect(cell.sizeThatFits(CGSize(width: 300, height: 1000)).width == 300)
    }

    @Test("A header's default configuration follows its table's style")
    func headerDefaultConfiguration() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.tableStyle = .insetGrouped
        var content = header.defaultContentConfiguration()
        #expect(content == UIListContentConfiguration.groupedHeader())
        header.isFooter = true
        #expect(header.defaultContentConfiguration() == UIListContentConfiguration.groupedFooter())
        header.tableStyle = .plain
        header.isFooter = false
        #expect(header.defaultContentConfiguration() == UIListContentConfiguration.plainHeader())
        content.text = "Connections"
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        header.contentConfiguration = content
        header.layoutIfNeeded()
        let view = try #require(header.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(view.textLabelForTesting.text == "CONNECTIONS")
        var ran = false
        header.configurationUpdateHandler = { _, _ in ran = true }
        header.layoutIfNeeded()
        #expect(ran)
    }
}
