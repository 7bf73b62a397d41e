import ArgumentParser
import Foundation
import OpenUIKit
import SegueDemos
import SegueLive
import SegueRender
import SegueScenarios

/// `segue live`: an app running in real time in an X11 window. The left
/// mouse button is a finger: click to tap, drag to swipe (from the left
/// edge for the navigation pop, down on a sheet to dismiss it).
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Run an app live in an X11 window; the mouse is a finger.",
        discussion: "Needs an X server ($DISPLAY) and libX11. Frames are drawn with the same renderer as `render`, read back and shown in the window.")

    @Argument(help: "The app (see `segue list`).") var app: String
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Int = 1
    @Option(help: "Quit after this many seconds (default: when the window is closed).") var seconds: Double?
    @Option(help: "When quitting, write what the X server shows in the window to this PNG.") var screenshot: String?
    @Option(help: "Script of pointer events to play (x,y in points): 'down 100 200 @0.5; move 300 200 @0.7; up 300 200 @0.8'.")
    var pointer: String?

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
        if let seconds, !(seconds.isFinite && seconds > 0) { throw ValidationError("--seconds must be positive (got \(seconds))") }
        if let pointer {
            do { _ = try PointerScript(parsing: pointer) } catch { throw ValidationError("--pointer: \(error)") }
        }
    }

    func run() throws {
        let (appName, scale, seconds, screenshot, pointer) = (app, scale, seconds, screenshot, pointer)
        // Checked before the window opens: a screenshot that cannot be written fails at once.
        if let screenshot {
            let folder = URL(fileURLWithPath: screenshot).deletingLastPathComponent()
            if let reason = ScenarioOutputError.folderReason(folder) { try cannotWrite(screenshot, reason) }
        }
        try MainActor.assumeIsolated {
            let app = try demoApp(named: appName)
            let session: LiveSession
            do {
                session = try LiveSession(rootViewController: app.makeRootViewController(), title: "Segue — \(app.title)",
                                          scale: scale)
            } catch let failure as LiveSession.Failure {
                stderr("segue live: \(failure.description)\n")
                throw ExitCode(2)
            }
            stderr(String(format: "segue live: %@ in X window 0x%lx\n", app.title, session.windowID))
            let script = try pointer.map { try PointerScript(parsing: $0) }
            let report = try session.run(seconds: seconds, script: script)
            stderr(String(format: "segue live: %d frames in %.2f s (%.1f fps)\n",
                          report.frames, report.seconds, Double(report.frames) / max(report.seconds, 1e-9)))
            if let screenshot {
                guard let shown = session.screenshot() else {
                    stderr("segue live: could not read the window back from the X server\n")
                    throw ExitCode(1)
                }
                do {
                    try Data(PNGCodec.encode(shown)).write(to: URL(fileURLWithPath: screenshot), options: .atomic)
                } catch {
                    try cannotWrite(screenshot, ScenarioOutputError.reason(error))
                }
            }
        }
    }
}
