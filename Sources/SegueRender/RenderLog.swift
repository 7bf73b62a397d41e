import Logging
@_spi(SegueDiagnostics) import OpenUIKit

/// The logger SegueRender reports diagnostics to (label `segue.render`).
/// Like OpenUIKit's, it goes through `SegueLogger`, so a test can capture
/// what it logs (SegueTesting's `expectDiagnostic`).
let renderLog = RenderLogger()

struct RenderLogger: Sendable {
    private let logger = SegueLogger(label: "segue.render")

    func warning(_ message: @autoclosure () -> Logger.Message, file: String = #fileID, function: String = #function, line: UInt = #line) {
        logger.log(.warning, message(), file: file, function: function, line: line)
    }

    func error(_ message: @autoclosure () -> Logger.Message, file: String = #fileID, function: String = #function, line: UInt = #line) {
        logger.log(.error, message(), file: file, function: function, line: line)
    }
}
