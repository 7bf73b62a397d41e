import Foundation
import SegueScenarios

/// Progress of `segue gallery` on standard error: on a terminal a bar with
/// the scenarios done, the elapsed time and an estimate of the time left,
/// redrawn in place; otherwise (a log, a pipe) one plain line per scenario.
/// Called from the worker threads.
final class GalleryProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let isTerminal: Bool
    private var total = 0
    private var done = 0
    private var framesRecorded = 0
    private var framesDone = 0
    private var start: UInt64 = 0

    init(isTerminal: Bool = isatty(STDERR_FILENO) != 0) { self.isTerminal = isTerminal }

    func begin(total: Int) {
        lock.withLock {
            self.total = total
            start = DispatchTime.now().uptimeNanoseconds
            if isTerminal { draw(last: "") }
        }
    }

    /// A scenario was run and waits to be rendered (its frames count towards the estimate).
    func recorded(frames: Int) {
        lock.withLock { framesRecorded += frames }
    }

    func finished(_ o: ScenarioRenderer.Output) {
        lock.withLock {
            done += 1
            framesDone += o.frameCount
            if isTerminal {
                draw(last: o.folder)
            } else {
                stderr("[\(done)/\(total)] \(o.folder): \(o.frameCount) frames in \(String(format: "%.2f", o.wallSeconds)) s\n")
            }
        }
    }

    func end() {
        lock.withLock { if isTerminal { stderr("\r\u{1B}[K") } }
    }

    /// The bar line: `[#######.......] 7/20  3.1 s, about 4 s left  things/pop`.
    static func line(done: Int, total: Int, elapsed: Double, secondsLeft: Double?, last: String, width: Int = 24) -> String {
        let filled = total > 0 ? min(width, done * width / total) : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let eta = done < total ? secondsLeft.map { String(format: ", about %.0f s left", $0) } ?? "" : ""
        return "[\(bar)] \(done)/\(total)  \(String(format: "%.1f", elapsed)) s\(eta)  \(last)"
    }

    /// Time left at the pace so far, counted in frames (scenarios differ
    /// tenfold in length, and the longest are rendered first); nil before
    /// the first scenario is done.
    static func secondsLeft(elapsed: Double, framesDone: Int, framesTotal: Int) -> Double? {
        guard framesDone > 0 else { return nil }
        return elapsed / Double(framesDone) * Double(max(0, framesTotal - framesDone))
    }

    private func draw(last: String) {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let left = Self.secondsLeft(elapsed: elapsed, framesDone: framesDone, framesTotal: framesRecorded)
        stderr("\r\u{1B}[K" + Self.line(done: done, total: total, elapsed: elapsed, secondsLeft: left, last: last))
    }
}
