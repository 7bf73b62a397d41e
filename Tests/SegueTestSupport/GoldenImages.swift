import Foundation
import SegueRender
import Testing

/// The golden-image comparer every test target uses. Goldens are 1x PNGs in
/// a target's `Goldens/` folder, looked up in the test bundle when the target
/// copies them as resources, then in the source folder. A frame matches when
/// fewer than 0.1 % of its pixels differ from the golden by more than 2 in
/// any premultiplied channel. A missing golden is written to the source
/// folder and the test fails saying so (look at it, then commit it); a
/// mismatch writes `<name>.actual.png` beside the golden. Set
/// `SEGUE_GOLDEN_DUMP=/some/folder` to also write every compared frame there
/// for review.
package struct GoldenImages: Sendable {
    package static let channelTolerance = 2
    package static let maximumDifferingFraction = 0.001

    /// Where goldens are recorded (the target's `Goldens/` source folder).
    package let sourceFolder: URL
    /// The copy of the folder in the test bundle, if the target has one.
    package let bundledFolder: URL?

    /// The goldens of the test target whose source file is `filePath`: the
    /// `Goldens` folder beside that file, and `bundledFolder` when copied as a resource.
    package init(besideFile filePath: String, bundledFolder: URL? = nil) {
        sourceFolder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
        self.bundledFolder = bundledFolder
    }

    /// The golden `name`, from the bundle or the source folder; nil when neither has it.
    package func load(_ name: String) -> Frame? {
        let bundled = bundledFolder?.appendingPathComponent("\(name).png")
        let source = sourceFolder.appendingPathComponent("\(name).png")
        for url in [bundled, source].compactMap({ $0 }) {
            if let data = try? Data(contentsOf: url), let frame = decodePNG(Array(data)) { return frame }
        }
        return nil
    }

    /// Records an issue unless `frame` matches the golden `name`, recording the golden when missing.
    package func check(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let failure = compare(frame, named: name) { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
    }

    /// nil when `frame` matches the golden `name`; otherwise why not (a
    /// missing golden is recorded first).
    package func compare(_ frame: Frame, named name: String) -> String? {
        if let dump = ProcessInfo.processInfo.environment["SEGUE_GOLDEN_DUMP"] {
            try? Data(PNGCodec.encode(frame)).write(to: URL(fileURLWithPath: dump).appendingPathComponent("\(name).png"))
        }
        guard let golden = load(name) else {
            let url = sourceFolder.appendingPathComponent("\(name).png")
            do {
                try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
                try Data(PNGCodec.encode(frame)).write(to: url)
                return "Recorded missing golden \(url.path); inspect it and commit it"
            } catch {
                return "Could not record golden \(url.path): \(error)"
            }
        }
        guard golden.width == frame.width, golden.height == frame.height else {
            return "\(name): size \(frame.width)×\(frame.height) differs from golden \(golden.width)×\(golden.height)"
        }
        var differing = 0, worst = 0
        for p in 0..<(frame.width * frame.height) {
            var maxDelta = 0
            for c in 0..<4 {
                maxDelta = max(maxDelta, abs(Int(frame.pixels[p * 4 + c]) - Int(golden.pixels[p * 4 + c])))
            }
            worst = max(worst, maxDelta)
            if maxDelta > Self.channelTolerance { differing += 1 }
        }
        let fraction = Double(differing) / Double(frame.width * frame.height)
        guard fraction >= Self.maximumDifferingFraction else { return nil }
        let actual = sourceFolder.appendingPathComponent("\(name).actual.png")
        try? Data(PNGCodec.encode(frame)).write(to: actual)
        return "\(name): \(differing) of \(frame.width * frame.height) pixels differ by more than \(Self.channelTolerance) (worst \(worst)); wrote \(actual.path)"
    }
}
