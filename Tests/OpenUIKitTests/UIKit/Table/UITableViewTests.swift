import Foundation
import Testing
@testable import OpenUIKit

@MainActor
final class CountingTableCell: UITableViewCell {
    static var created = 0
    var reuses = 0
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingTableCell.created += 1
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
}

@MainActor
final class ListSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var fixedHeight: CGFloat?
    var headerTitles: [String?] = []
    var events: [String] = []
    var cellRequests = 0
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fixedHeight ?? tableView.rowHeight }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.row)"); return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)"); return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)"); return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.row)") }
}

@MainActor
@Suite("UITableView")
struct UITableViewTests {
    func makeTable(counts: [Int] = [100], style: UITableView.Style = .plain, fixedHeight: CGFloat? = nil,
                   configure: (UITableView, ListSource) -> Void = { _, _ in }) -> (UIWindow, UITableView, ListSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        // Offsets here are measured from the table's top; `.never` keeps the
        // notched window's safe area (47 / 34 pt, which `.automatic` adds to a
        // full-screen table as UIKit does) out of the insets.
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
        let source = ListSource(counts: counts)
        source.fixedHeight = fixedHeight
        configure(table, source)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, source)
    }

    @Test("Defaults follow UIKit: automatic row height, 44 pt standard cells, plain style")
    func defaults() {
        _ = MediaClock.installVirtual()
        let table = UITableView(frame: .zero)
        #expect(table.style == .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(UITableView.automaticDimension == -1)
        #expect(table.separatorStyle == .singleLine)
        #expect(table.allowsSelection && !table.allowsMultipleSelection)
        let (_, t, _) = makeTable(counts: [5])
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(t.contentSize == CGSize(width: 390, height: 5 * 44))
    }

    @Test("Rows stack by section: header, rows, footer; queries agree")
    func geometry() {
        _ = MediaClock.installVirtual()
        let (_, table, _) = makeTable(counts: [3, 2, 4], fixedHeight: 50) { t, s in
            t.sectionHeaderHeight = 30
            t.sectionFooterHeight = 10
        }
        // Section 0: 0…30 header, rows 30…180, footer 180…190. Section 1 starts at 190.
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 190))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 190, width: 390, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 270, width: 390, height: 50))
        // Section 1: 190…330 (30 + 100 + 10); section 2: header 330…360, rows 360…560, footer 560…570.
        #expect(table.rectForFooter(inSection: 2) == CGRect(x: 0, y: 560, width: 390, height: 10))
        #expect(table.contentSize == CGSize(width: 390, height: 570))
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 275)) == IndexPath(row: 1, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 185)) == nil)
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 2) == 4)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 2))
        #expect(cell.flatMap { table.indexPath(for: $0) } == IndexPath(row: 0, section: 2))
    }

    @Test("10,000 rows cost a screenful: only visible rows have cells, and scrolling reuses them")
    func reuseWithManyRows() {
        _ = MediaClock.installVirtual()
        CountingTableCell.created = 0
        let (_, table, source) = makeTable(counts: [10_000], fixedHeight: 44)
        // 844 / 44 = 19.2: rows 0…19 intersect the bounds.
        #expect(table.visibleCells.count == 20)
        #expect(source.cellRequests == 20)
        #expect(CountingTableCell.created == 20)
        #expect(table.contentSize.height == 440_000)
        for step in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            table.layoutIfNeeded()
        }
        #expect(CountingTableCell.created <= 21)
        #expect(table.visibleCells.count <= 21)
        table.contentOffset = CGPoint(x: 0, y: 44 * 5000)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5000, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(CountingTableCell.created <= 21)
        let reused = table.visibleCells.compactMap { $0 as? CountingTableCell }.filter { $0.reuses > 0 }
        #expect(!reused.isEmpty)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count)
    }

    @Test("Dequeuing an unregistered identifier reports UIKit's exception; the optional form returns nil")
    func missingRegistration() {
        _ = MediaClock.installVirtual()
        let (_, table, _) = makeTable(counts: [1])
        var reasons: [String] = []
        let saved = UIKitException.handler
        UIKitException.handler = { reasons.append($0.reason) }
        defer { UIKitException.handler = saved }
        #expect(table.dequeueReusableCell(withIdentifier: "X") == nil)
        let cell = table.dequeueReusableCell(withIdentifier: "X", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "X")
        #expect(reasons == ["unable to dequeue a cell with identifier X - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
    }

    @Test("A tap highlights on touch down and selects on touch up, in UIKit's delegate order")
    func tapSelects() {
        let clock = MediaClock.installVirtual()
        let (window, table, source) = makeTable(counts: [30], fixedHeight: 50)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 125))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
        #expect(source.events == ["shouldHighlight 2", "didHighlight 2"])
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 125))
        #expect(source.events == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
        source.events = []
        clock.advance(by: 1)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 25))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 25))
        #expect(source.events == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willSelect 0",
                                  "willDeselect 2", "didDeselect 2", "didSelect 0"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("Multiple selection: a tap on a selected row deselects it")
    func multipleSelection() {
        let clock = MediaClock.installVirtual()
        let (window, table, source) = makeTable(counts: [30], fixedHeight: 50) { t, _ in t.allowsMultipleSelection = true }
        for y in [25.0, 75.0, 25.0] {
            window.sendTouch(.began, at: CGPoint(x: 100, y: y))
            clock.advance(by: 0.05)
            window.sendTouch(.ended, at: CGPoint(x: 100, y: y))
            clock.advance(by: 0.5)
        }
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(source.events.suffix(2) == ["willDeselect 0", "didDeselect 0"])
    }

    @Test("A drag scrolls instead of selecting")
    func dragDoesNotSelect() {
        let clock = MediaClock.installVirtual()
        let (window, table, source) = makeTable(counts: [100], fixedHeight: 50)
        window.sendTouch(.began, at: CGPoint(x: 195, y: 500))
        for i in 1...10 { clock.advance(by: 1.0 / 60.0); window.sendTouch(.moved, at: CGPoint(x: 195, y: 500 - Double(i) * 10)) }
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 400))
        #expect(!source.events.contains { $0.hasPrefix("didSelect") })
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y > 0)
    }

    @Test("selectRow and scrollToRow place the row at top, middle or bottom, clamped; .none does not scroll on select")
    func scrollPositions() {
        _ = MediaClock.installVirtual()
        let (_, table, source) = makeTable(counts: [100], fixedHeight: 50)
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .none)
        #expect(table.contentOffset.y == 0)
        #expect(source.events.isEmpty)
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 2000)
        #expect(table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .middle, animated: false)
        let middle: CGFloat = 2025 - 422
        #expect(table.contentOffset.y == middle)
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .bottom, animated: false)
        let bottom: CGFloat = 2050 - 844
        #expect(table.contentOffset.y == bottom)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        let last: CGFloat = 5000 - 844
        #expect(table.contentOffset.y == last)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 0)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("Scrolling to a row that does not exist reports UIKit's range exception")
    func scrollToInvalidRow() {
        _ = MediaClock.installVirtual()
        let (_, table, _) = makeTable(counts: [3], fixedHeight: 50)
        var reasons: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { reasons.append($0) }
        defer { UIKitException.handler = saved }
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        #expect(reasons.first?.name == "NSRangeException")
        #expect(reasons.first?.reason.hasPrefix("Attempted to scroll the table view to an out-of-bounds row (5) when there are only 3 rows in section 0.") == true)
        #expect(table.contentOffset == .zero)
    }

    @Test("Plain headers float: pinned to the top while their section scrolls, pushed up by its end")
    func floatingHeaders() {
        _ = MediaClock.installVirtual()
        let (_, table, source) = makeTable(counts: [20, 20], fixedHeight: 50) { _, s in s.headerTitles = ["A", "B"] }
        _ = source
        // Titled plain headers are 28 pt: section 0 spans 0…1028.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 300)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        table.contentOffset = CGPoint(x: 0, y: 1010)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 1000)
        #expect(table.headerView(forSection: 1)?.frame.minY == 1028)
    }
}

@MainActor
final class AccessorySource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var events: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
        cell.accessoryType = .detailDisclosureButton
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        events.append("accessory \(indexPath.row)")
    }
}

@MainActor
@Suite("UITableView accessory buttons")
struct UITableViewAccessoryTests {
    @Test("A tap on the info button reports the accessory tap and selects nothing; elsewhere it selects")
    func accessoryTap() {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        let source = AccessorySource()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        // detailDisclosureButton: 22 pt button, 12 pt gap, 8 pt chevron ending at 390 − 16: the button spans 332…354.
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let button = cell.convert(CGRect(x: 332, y: 11, width: 22, height: 22), to: window)
        window.sendTouch(.began, at: CGPoint(x: button.midX, y: button.midY))
        #expect(cell.isHighlighted == false)
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: button.midX, y: button.midY))
        #expect(source.events == ["accessory 1"])
        #expect(table.indexPathForSelectedRow == nil)
        clock.advance(by: 1)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 66))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 66))
        #expect(source.events == ["accessory 1", "didSelect 1"])
    }
}
