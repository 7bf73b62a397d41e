import Foundation
import Testing
import OpenUIKit
@testable import SegueLive

/// What can be checked of a live session without an X server: its pointer
/// scripts, and a clear failure when there is no display.
@MainActor
@Suite("Live sessions")
struct LiveSessionTests {
    @Test("A pointer script reads down, move and up events and orders them by time")
    func pointerScript() throws {
        let script = try PointerScript(parsing: "up 300 200 @0.8; down 100 200 @0.5;move 200 200 @0.6")
        #expect(script.events.map(\.phase) == [.began, .moved, .ended])
        #expect(script.events.map(\.time) == [0.5, 0.6, 0.8])
        #expect(script.events.map(\.point) == [CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200), CGPoint(x: 300, y: 200)])
    }

    @Test("A malformed pointer event is named in the error", arguments: [
        "tap 1 2 @0", "down 1 2", "down one 2 @0", "down 1 2 @-1", "down 1 2 @nan",
    ])
    func malformedPointerScript(_ text: String) {
        #expect {
            try PointerScript(parsing: text)
        } throws: { error in
            "\(error)".contains("'\(text.split(separator: " ")[0])")
        }
    }

    @Test("Without an X display the session does not start, and says so")
    func noDisplay() {
        let saved = getenv("DISPLAY").map { String(cString: $0) }
        setenv("DISPLAY", ":987", 1)      // no server listens there
        defer { if let saved { setenv("DISPLAY", saved, 1) } else { unsetenv("DISPLAY") } }
        #expect {
            _ = try LiveSession(rootViewController: UIViewController(), title: "test")
        } throws: { error in
            let text = "\(error)"
            // Either libX11 is missing, or it is there and the display is not.
            return text.contains("cannot open the X display :987") || text.contains("libX11")
        }
    }

    @Test("A scale other than 1, 2 or 3 is refused before any window opens")
    func badScale() {
        #expect {
            _ = try LiveSession(rootViewController: UIViewController(), title: "test", scale: 5)
        } throws: { error in
            "\(error)".contains("scale must be 1, 2 or 3")
        }
    }
}
