import Foundation
import OpenUIKit
import SegueRender
import SegueTesting
import SnapshotTesting

/// swift-snapshot-testing strategies for a `TransitionHarness` at a point in
/// its script: the test drives the harness (present, push, drag…) and then
/// asserts, for example
/// `assertSnapshot(of: harness, as: .frame(at: 0.15))`.
///
/// Recording and comparing are the library's own: `record` modes
/// (`withSnapshotTesting(record: .all)`, `.missing`, `.failed`, `.never`),
/// reference files in `__Snapshots__` beside the test file. Assert from the
/// main actor (a `@MainActor` test), as everything that drives a harness.
extension Snapshotting where Value == TransitionHarness, Format == Frame {
    /// The window `time` seconds of media time from now (the harness's
    /// virtual clock is advanced by that much first; 0: as it is), rendered
    /// at `scale` pixels per point, stored as PNG. A failure names the frame's
    /// time. See `Diffing.frame` for `precision` and `perceptualPrecision`.
    public static func frame(at time: TimeInterval = 0, scale: CGFloat = 1,
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        let taken = SnapshotInfo()
        return Snapshotting(
            pathExtension: "png",
            diffing: .frame(precision: precision, perceptualPrecision: perceptualPrecision) { _, _ in
                taken.description
            },
            snapshot: { harness in
                MainActor.assumeIsolated {
                    if time > 0 { harness.advance(by: time) }
                    taken.description = String(format: "The frame at %.3f s (media time %.3f s)", time, harness.now)
                    return taken.render(harness, scale: scale)
                }
            })
    }

    /// The transition from now until the harness is idle (at most 10 s),
    /// sampled `fps` times per second of media time, as a contact sheet of
    /// six columns with each frame's time (from now) under it. A failure
    /// names the first frame that differs and its time.
    public static func contactSheet(fps: Double = 24, scale: CGFloat = 1,
                                    precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        let taken = SnapshotInfo()
        let columns = 6
        return Snapshotting(
            pathExtension: "png",
            diffing: .frame(precision: precision, perceptualPrecision: perceptualPrecision) { x, y in
                taken.cell(x: x, y: y, columns: columns)
            },
            snapshot: { harness in
                MainActor.assumeIsolated {
                    let step = 1 / (fps.isFinite && fps > 0 ? fps : 24)
                    var frames: [Frame] = [], times: [TimeInterval] = []
                    let start = harness.now
                    repeat {
                        if !times.isEmpty { harness.advance(by: step) }
                        times.append(harness.now - start)
                        frames.append(taken.render(harness, scale: scale))
                    } while (harness.isTransitioning || times.count == 1) && harness.now - start < 10
                    taken.times = times
                    taken.frameSize = (frames.first?.width ?? 0, frames.first?.height ?? 0)
                    return ContactSheet.make(frames: frames, columns: columns,
                                             labels: times.map { String(format: "%.3f s", $0) })
                }
            })
    }
}

extension Snapshotting where Value == TransitionHarness, Format == String {
    /// The harness's event log as text, one event a line with its media time:
    /// delegate queries, appearance callbacks, `completeTransition`,
    /// interaction updates, finish and cancel (`Timeline.lines`). Object
    /// addresses, which change from run to run, are numbered in order of
    /// appearance (`<UIViewController: #1>`).
    public static var timeline: Snapshotting {
        Snapshotting<String, String>.lines.pullback { harness in
            MainActor.assumeIsolated { ViewTreeText.numberingAddresses(harness.timeline.lines.joined(separator: "\n") + "\n") }
        }
    }

    /// The window's view tree, one view a line indented by depth: its class,
    /// frame (in its superview), and `hidden` / `alpha` where they are not
    /// the defaults. Views a transition has added (the container and the
    /// views in it) appear where UIKit puts them, under the window.
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { harness in
            MainActor.assumeIsolated { ViewTreeText.describe(harness.window) }
        }
    }
}

/// What a strategy's snapshot learned, for its failure message.
final class SnapshotInfo: @unchecked Sendable {
    var description = ""
    var times: [TimeInterval] = []
    var frameSize = (0, 0)

    @MainActor
    func render(_ harness: TransitionHarness, scale: CGFloat) -> Frame {
        do {
            return try harness.renderFrame(scale: scale)
        } catch {
            description = "No frame could be rendered (\(error)); the snapshot"
            return Frame(width: 0, height: 0, pixels: [])
        }
    }

    /// "Frame 4 of 12 (0.125 s)" for the sheet cell holding pixel (x, y).
    func cell(x: Int, y: Int, columns: Int) -> String {
        let (width, height) = frameSize
        guard width > 0, height > 0, !times.isEmpty else { return description }
        let factor = min(1, Double(ContactSheet.maximumThumbnailWidth) / Double(width))
        let thumbWidth = max(1, Int((Double(width) * factor).rounded()))
        let thumbHeight = max(1, Int((Double(height) * factor).rounded()))
        let column = min(columns - 1, max(0, (x - ContactSheet.gap) / (thumbWidth + ContactSheet.gap)))
        let row = max(0, (y - ContactSheet.gap) / (thumbHeight + ContactSheet.captionHeight + ContactSheet.gap))
        let index = min(times.count - 1, row * columns + column)
        return String(format: "Frame %d of %d (%.3f s) of the contact sheet", index + 1, times.count, times[index])
    }
}

/// The text of `Snapshotting.hierarchy` and `.timeline`.
enum ViewTreeText {
    /// `text` with each distinct `0x…` address replaced by `#1`, `#2`… in order of appearance.
    static func numberingAddresses(_ text: String) -> String {
        var numbers: [Substring: Int] = [:]
        var out = ""
        var rest = text[...]
        while let start = rest.range(of: "0x") {
            out += rest[..<start.lowerBound]
            let digits = rest[start.upperBound...].prefix { $0.isHexDigit }
            guard !digits.isEmpty else { out += "0x"; rest = rest[start.upperBound...]; continue }
            let address = rest[start.lowerBound..<digits.endIndex]
            let number = numbers[address] ?? numbers.count + 1
            numbers[address] = number
            out += "#\(number)"
            rest = rest[digits.endIndex...]
        }
        return out + rest
    }

    @MainActor
    static func describe(_ window: UIWindow) -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            let f = view.frame
            var line = String(repeating: "  ", count: depth) + String(describing: type(of: view))
            line += String(format: " (%.1f, %.1f, %.1f, %.1f)", f.origin.x, f.origin.y, f.size.width, f.size.height)
            if view.isHidden { line += " hidden" }
            if view.alpha != 1 { line += String(format: " alpha %.2f", view.alpha) }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(window, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The same strategies for a closure that drives a harness to the point to
/// snapshot and returns it:
/// `assertSnapshot(of: { present(); return harness }, as: .frame(at: 0.1))`.
/// The closure runs on the main actor when the snapshot is taken.
extension Snapshotting where Value == () -> TransitionHarness, Format == Frame {
    /// `Snapshotting<TransitionHarness, Frame>.frame(at:scale:precision:perceptualPrecision:)` of the harness the closure returns.
    public static func frame(at time: TimeInterval = 0, scale: CGFloat = 1,
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<TransitionHarness, Frame>.frame(at: time, scale: scale, precision: precision,
                                                     perceptualPrecision: perceptualPrecision).pullback(driving)
    }

    /// `Snapshotting<TransitionHarness, Frame>.contactSheet(fps:scale:precision:perceptualPrecision:)` of the harness the closure returns.
    public static func contactSheet(fps: Double = 24, scale: CGFloat = 1,
                                    precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<TransitionHarness, Frame>.contactSheet(fps: fps, scale: scale, precision: precision,
                                                            perceptualPrecision: perceptualPrecision).pullback(driving)
    }
}

extension Snapshotting where Value == () -> TransitionHarness, Format == String {
    /// `Snapshotting<TransitionHarness, String>.timeline` of the harness the closure returns.
    public static var timeline: Snapshotting { Snapshotting<TransitionHarness, String>.timeline.pullback(driving) }
    /// `Snapshotting<TransitionHarness, String>.hierarchy` of the harness the closure returns.
    public static var hierarchy: Snapshotting { Snapshotting<TransitionHarness, String>.hierarchy.pullback(driving) }
}

/// Runs a driving closure on the main actor (snapshots are taken where the assertion is made).
private func driving(_ drive: @escaping () -> TransitionHarness) -> TransitionHarness {
    nonisolated(unsafe) let drive = drive // called here, on the main actor, and nowhere else
    return MainActor.assumeIsolated { drive() }
}
