import Foundation
import OpenUIKit

/// A table view of 10,000 subtitle rows scrolled end to end: the per-frame
/// cost (set the offset, lay out the rows coming on screen, commit) and
/// whether memory stays flat (cells created, alive and resident growth).
@MainActor
enum TableScrollBenchmark {
    struct Result {
        let rows: Int
        let frames: Int
        let medianFrameMilliseconds: Double
        let maximumFrameMilliseconds: Double
        /// Cells ever created and the most on screen at once.
        let cellsCreated: Int
        let maximumVisibleCells: Int
        /// Resident growth between the first and the last tenth of the scroll.
        let residentGrowthBytes: Int
    }

    final class Cell: UITableViewCell {
        static var created = 0
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
            Cell.created += 1
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class Source: NSObject, UITableViewDataSource {
        let rows: Int
        init(rows: Int) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.detailTextLabel?.text = "Subtitle of row \(indexPath.row)"
            return cell
        }
    }

    /// Scrolls `rows` rows of 60 pt at `speed` points per frame (60 fps) from top to bottom.
    static func run(rows: Int = 10_000, speed: CGFloat = 40) -> Result {
        let clock = MediaClock.installVirtual()
        clock.frameInterval = 1.0 / 60.0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 60
        table.register(Cell.self, forCellReuseIdentifier: "row")
        let source = Source(rows: rows)
        table.dataSource = source
        window.addSubview(table)
        Cell.created = 0
        clock.tick()
        let end = table.contentSize.height - table.bounds.height
        let frames = Int(end / speed)
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        var maxVisible = 0
        var earlyResident = 0
        for frame in 0..<frames {
            let start = Measure.now()
            table.contentOffset = CGPoint(x: 0, y: CGFloat(frame + 1) * speed)
            clock.tick()
            samples.append(Double(Measure.now() - start) / 1e6)
            if frame % 64 == 0 { maxVisible = max(maxVisible, table.visibleCells.count) }
            if frame == frames / 10 { earlyResident = ProcessMemory.residentBytes }
        }
        let growth = ProcessMemory.residentBytes - earlyResident
        withExtendedLifetime(source) {}
        return Result(rows: rows, frames: frames, medianFrameMilliseconds: Measure.median(samples),
                      maximumFrameMilliseconds: samples.max() ?? 0, cellsCreated: Cell.created,
                      maximumVisibleCells: maxVisible, residentGrowthBytes: growth)
    }

    static func report() {
        let r = run()
        print("table view: \(r.rows.formatted()) subtitle rows of 60 pt scrolled end to end at 40 pt per frame (\(r.frames) frames)")
        print("  per frame: median \(Measure.format(r.medianFrameMilliseconds)), worst \(Measure.format(r.maximumFrameMilliseconds))  (offset, layout of the rows coming on screen, commit)")
        print("  cells created: \(r.cellsCreated), most on screen: \(r.maximumVisibleCells)  (bounded by a screenful)")
        print("  resident growth over the last 90 % of the scroll: \(ProcessMemory.megabytes(r.residentGrowthBytes))  (flat)")
    }
}
