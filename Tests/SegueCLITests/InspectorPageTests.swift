import Foundation
import OpenUIKit
import SegueDemos
import SegueRender
import SegueTesting
import Testing
@testable import segue
@testable import SegueScenarios

/// A scenario's inspector page as a browser sees it: one file that fetches
/// nothing, and, in headless Chromium (Debian's `chromium`), a page that
/// loads without console errors and whose scrubber changes the frame shown.
@Suite(.serialized, .transitionHarness) // each test runs a scenario's harness: one at a time, process-wide
struct InspectorPageTests {
    /// Debian's Chromium, if installed (`apt-get install chromium`; `.ci/check-pages` does).
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Records and renders Locket Card's "present" (a spring of 0.44 s) into a new folder.
    @MainActor
    static func renderedScenario() throws -> (folder: URL, output: ScenarioRenderer.Output) {
        let app = try #require(DemoCatalog.apps.first { $0.identifier == "locket-card" })
        let scenario = try #require(app.scenarios.first { $0.name == "present" })
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("segue-inspector-\(UUID().uuidString)")
        let recording = ScenarioRecording.record(app: app, scenario: scenario, fps: 60)
        let output = try ScenarioRenderer(scale: 1, fps: 60, writeFrames: false)
            .render(recording, with: Renderer(), into: root)
        return (root.appendingPathComponent(output.folder), output)
    }

    /// The index shows a contact sheet at most `GalleryPage.sheetWidth` CSS
    /// pixels wide, six thumbnails a row: the gallery draws it that wide
    /// (each thumbnail 145 pixels: (900 − 7 gaps of 4) / 6, rounded down),
    /// a frame's full size being in the inspector.
    @Test @MainActor func theContactSheetIsAsWideAsTheIndexShowsIt() throws {
        let (folder, output) = try Self.renderedScenario()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        let data = try Data(contentsOf: folder.appendingPathComponent("contact-sheet.png"))
        let sheet = try #require(UIImage(data: data)?.cgImage)
        #expect(sheet.width == 6 * (145 + 4) + 4)
        #expect(sheet.width <= 900)
        let index = GalleryPage.html([output], scale: 1, fps: 60, totalSeconds: 1)
        #expect(index.contains(".sheet { max-width: 900px;"))
    }

    @Test @MainActor func thePageHoldsEverythingItShowsAndFetchesNothing() throws {
        let (folder, output) = try Self.renderedScenario()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        let html = try String(contentsOf: folder.appendingPathComponent("inspector.html"), encoding: .utf8)
        // No external script, style sheet, image or font: only the two inline data blocks and the inline script.
        #expect(!html.contains("<script src") && !html.contains("<link") && !html.contains("@import"))
        #expect(!html.contains("https://") && !html.contains("src=\"http"))
        #expect(html.components(separatedBy: "<script").count == 4)
        // The APNG inside is the file beside the page, byte for byte.
        let apng = try Data(contentsOf: folder.appendingPathComponent("animation.png"))
        #expect(html.contains(">\(apng.base64EncodedString())</script>"))
        // One exploded-view frame per rendered frame, and the transition's steps.
        let start = try #require(html.range(of: "<script id=\"data\" type=\"application/json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try InspectorDataTests.parse(String(html[start.upperBound..<end.lowerBound]))
        #expect((data["frames"] as? [Int])?.count == output.frameCount)
        let events = try #require(data["events"] as? [[Any]])
        #expect(events.contains { $0[1] as? String == "began" })
        #expect(events.contains { ($0[2] as? String)?.hasPrefix("completeTransition(true)") == true })
        #expect(!(data["curves"] as? [Any] ?? []).isEmpty)
    }

    /// The page's script and styles are the resource files
    /// `Sources/SegueScenarios/Inspector/inspector.js` and `inspector.css`,
    /// inline, whole and unchanged (the script without the file's last newline).
    @Test @MainActor func thePageCarriesTheInspectorResourceFiles() throws {
        let (folder, _) = try Self.renderedScenario()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        let html = try String(contentsOf: folder.appendingPathComponent("inspector.html"), encoding: .utf8)
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/SegueScenarios/Inspector")
        let script = try String(contentsOf: resources.appendingPathComponent("inspector.js"), encoding: .utf8)
        let styles = try String(contentsOf: resources.appendingPathComponent("inspector.css"), encoding: .utf8)
        #expect(script.hasPrefix("\"use strict\";") && script.hasSuffix("}\n"))
        #expect(html.contains("<script>" + script.dropLast() + "</script>\n</body></html>\n"))
        #expect(html.contains("<style>\n" + styles + "</style></head>\n"))
    }

    @Test(.enabled(if: chromium != nil, "Debian's chromium is not installed (apt-get install chromium): the page is not opened in a browser"))
    @MainActor func chromiumLoadsThePageWithoutErrorsAndTheScrubberChangesTheFrame() throws {
        let (folder, _) = try Self.renderedScenario()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        let page = folder.appendingPathComponent("inspector.html")
        let (dom, log) = try Self.headless(["--virtual-time-budget=20000", "--dump-dom", page.absoluteString + "#selftest"])
        let start = try #require(dom.range(of: "<pre id=\"selftest\">"), "the page never finished its self-test:\n\(log)")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
        let result = try InspectorDataTests.parse(json)
        #expect((result["errors"] as? [Any])?.isEmpty == true, "page errors: \(result["errors"] ?? "?")")
        #expect(result["frameChanged"] as? Bool == true)
        // The decoded APNG covers every recorded frame, by its frames' delays; the
        // scenario ends at rest (the harness runs until idle), so equal frames
        // at its end are stored once and the APNG has fewer frames than that.
        #expect(result["decoded"] as? Int == result["frames"] as? Int)
        #expect((result["stored"] as? Int ?? .max) < (result["frames"] as? Int ?? 0))
        #expect(result["shown"] as? Int == result["target"] as? Int)
        #expect(result["firstLabel"] as? String != result["label"] as? String)
        #expect((result["layers"] as? Int ?? 0) > 1)
        // Chromium logs a page's console messages and uncaught errors as CONSOLE lines.
        #expect(!log.contains(":CONSOLE"), "console output:\n\(log)")
    }

    /// Runs headless Chromium with `arguments`: standard output and standard error.
    static func headless(_ arguments: [String]) throws -> (String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("segue-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        process.arguments = ["90", chromium!, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
                             "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
                             "--window-size=1400,1600"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes while it runs (a full pipe would block it).
        let errorText = Collected()
        let done = DispatchSemaphore(value: 0)
        let handle = err.fileHandleForReading
        Thread { errorText.data = handle.readDataToEndOfFile(); done.signal() }.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        done.wait()
        return (String(decoding: output, as: UTF8.self), String(decoding: errorText.data, as: UTF8.self))
    }

    /// Standard error as read by its thread (read once the thread has signalled).
    final class Collected: @unchecked Sendable { var data = Data() }
}
