import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite("UITableViewCell")
struct UITableViewCellTests {
    func layout(_ cell: UITableViewCell, width: CGFloat = 390, height: CGFloat = 44) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        return cell
    }

    @Test("Styles create the labels UIKit creates: no detail label for .default")
    func labelsPerStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        for style: UITableViewCell.CellStyle in [.value1, .value2, .subtitle] {
            let cell = UITableViewCell(style: style, reuseIdentifier: "id")
            #expect(cell.detailTextLabel != nil)
            #expect(cell.textLabel?.superview === cell.contentView)
            #expect(cell.reuseIdentifier == "id")
        }
        let cell = UITableViewCell(frame: .zero)
        #expect(cell.reuseIdentifier == nil && cell.detailTextLabel == nil)
        #expect(cell.selectionStyle == .default && cell.accessoryType == .none)
    }

    @Test("Default and value1 layouts start at the 16 pt margin; value1's detail is right-aligned at the trailing margin")
    func value1Layout() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        _ = layout(cell)
        #expect(cell.textLabel?.frame.minX == 16)
        let trailing: CGFloat = 390 - 16
        #expect(cell.detailTextLabel?.frame.maxX == trailing)
        #expect(cell.detailTextLabel?.textAlignment == .right)
        #expect((cell.textLabel?.frame.midY ?? 0) == 22)
    }

    @Test("An image comes first at the margin; the text and separator start 16 pt after it")
    func imageLayout() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.imageView?.image = UIImage(cgImage: CGImage(width: 30, height: 30, premultipliedRGBA: Array(repeating: 255, count: 3600))!)
        cell.textLabel?.text = "Photos"
        _ = layout(cell)
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
        #expect(cell.textLabel?.frame.minX == 62)
        #expect(cell.separatorInset.left == 62)
    }

    @Test("A disclosure indicator sits at the trailing margin and the content view ends 10 pt before it")
    func accessoryLayout() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        _ = layout(cell)
        // Chevron 8 pt wide: 390 − 16 − 8 = 366; content ends at 356.
        #expect(cell.contentView.frame.width == 356)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        cell.accessoryView = custom
        _ = layout(cell)
        #expect(custom.frame == CGRect(x: 324, y: 7, width: 50, height: 30))
        #expect(cell.contentView.frame.width == 314)
    }

    @Test("sizeThatFits: 44 pt for one line, taller for wrapped text and subtitles")
    func sizing() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Short"
        #expect(cell.sizeThatFits(CGSize(width: 390, height: 1000)).height == 44)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = String(repeating: "A long line of text that wraps. ", count: 8)
        let textHeight = ceil(cell.textLabel!.sizeThatFits(CGSize(width: 358, height: CGFloat.greatestFiniteMagnitude)).height)
        #expect(textHeight > 60)
        #expect(cell.sizeThatFits(CGSize(width: 390, height: 1000)).height == textHeight + 22)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Subtitle"
        let expected = ceil(UIFont.systemFont(ofSize: 17).lineHeight) + ceil(UIFont.systemFont(ofSize: 12).lineHeight) + 22
        #expect(subtitle.sizeThatFits(CGSize(width: 390, height: 1000)).height == max(44, expected))
    }

    @Test("Highlight and selection show the gray selected background; selectionStyle none shows nothing")
    func selectionBackground() {
        _ = MediaClock.installVirtual()
        let cell = layout(UITableViewCell(style: .default, reuseIdentifier: nil))
        #expect(cell.selectedBackgroundView == nil)
        cell.setHighlighted(true, animated: false)
        let shown = cell.subviews.first { $0.backgroundColor == .systemGray4 }
        #expect(shown?.alpha == 1 && shown?.frame == cell.bounds)
        cell.setHighlighted(false, animated: false)
        #expect(!cell.subviews.contains { $0.backgroundColor == .systemGray4 })
        let custom = UIView()
        cell.selectedBackgroundView = custom
        cell.isSelected = true
        #expect(custom.superview === cell && cell.isSelected)
        cell.isSelected = false
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(custom.superview == nil)
    }

    @Test("Self-sizing rows start at their estimate and are measured when they come on screen")
    func selfSizingRows() {
        _ = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        // Row positions below are measured from the table's top edge.
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 100
        let source = ListSource(counts: [50])
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        // Rows 0…19 (tops 0…836) are on screen and measured at 44; 30 rows keep the estimate.
        #expect(table.rectForRow(at: IndexPath(row: 19, section: 0)) == CGRect(x: 0, y: 836, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 100)
        #expect(table.contentSize == CGSize(width: 390, height: 20 * 44 + 30 * 100))
        #expect(source.cellRequests == 20)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 20)
        table.contentOffset = CGPoint(x: 0, y: 880)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 44)
    }

    @Test("A self-sizing cell built with Auto Layout is as tall as its content view's constraints say")
    func autoLayoutSelfSizingRows() {
        _ = MediaClock.installVirtual()
        final class BoxCell: UITableViewCell {
            let box = UIView()
            var boxHeight: NSLayoutConstraint!
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                boxHeight = box.heightAnchor.constraint(equalToConstant: 30)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 12),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    boxHeight,
                ])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
                cell.boxHeight.constant = 30 + CGFloat(indexPath.row) * 10
                return cell
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.estimatedRowHeight = 100
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        // 10 above, the box, 12 below: 52, 62 and 72 points.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 52)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 52, width: 390, height: 62))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 72)
        #expect(table.contentSize.height == CGFloat(52 + 62 + 72))
    }

    @Test("UITableViewController owns a table fed by itself and clears the selection on viewWillAppear")
    func controllerClearsSelection() {
        _ = MediaClock.installVirtual()
        final class Rows: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        let controller = Rows(style: .insetGrouped)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        #expect(controller.view === controller.tableView)
        #expect(controller.clearsSelectionOnViewWillAppear)
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.tableView.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }
}

@MainActor
@Suite("UITableView separators")
struct UITableViewSeparatorTests {
    @Test("Separators: plain under every row, grouped not under a section's last; none next to a selected row")
    func separators() {
        _ = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        func table(_ style: UITableView.Style) -> (UITableView, ListSource) {
            let table = UITableView(frame: window.bounds, style: style)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            let source = ListSource(counts: [4])
            table.dataSource = source
            window.addSubview(table)
            table.layoutIfNeeded()
            return (table, source)
        }
        func shown(_ t: UITableView) -> [Bool] {
            t.layoutIfNeeded()
            return (0..<4).map { t.cellForRow(at: IndexPath(row: $0, section: 0))!.showsSeparator }
        }
        let (plain, s1) = table(.plain)
        #expect(shown(plain) == [true, true, true, true])
        let line = plain.cellForRow(at: IndexPath(row: 0, section: 0))!.separatorView
        #expect(line.frame == CGRect(x: 16, y: 44 - 1.0 / 3.0, width: 374, height: 1.0 / 3.0))
        plain.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(shown(plain) == [true, false, false, true])
        plain.separatorStyle = .none
        #expect(shown(plain) == [false, false, false, false])
        let (grouped, s2) = table(.grouped)
        #expect(shown(grouped) == [true, true, true, false])
        withExtendedLifetime((s1, s2)) {}
    }
}

@MainActor
@Suite("UITableViewController scrolling")
struct UITableViewControllerScrollTests {
    @Test("A subclass's scrollViewDidScroll is the one the table view calls")
    func subclassScrollCallback() {
        _ = MediaClock.installVirtual()
        final class Parallax: UITableViewController {
            var offsets: [CGFloat] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            override func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        }
        let controller = Parallax(style: .plain)
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.tableView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(controller.offsets == [120])
    }
}
