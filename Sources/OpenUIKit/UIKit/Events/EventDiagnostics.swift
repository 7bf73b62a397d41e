import Foundation

/// User-visible diagnostics of the event and gesture system. Each message is
/// logged as a warning (`Segue.UIKit`) and kept (the last 100) so tests can
/// check that misuse was reported.
@MainActor
enum EventDiagnostics {
    private(set) static var recorded: [String] = []

    static func report(_ message: String) {
        recorded.append(message)
        if recorded.count > 100 { recorded.removeFirst(recorded.count - 100) }
        Log.uiKit.warning("\(message)")
    }

    static func clear() { recorded = [] }
}
