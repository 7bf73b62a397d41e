import CX11Window
import Foundation
import SegueRender

/// A top-level X11 window that shows frames and reports pointer events
/// (`CX11Window`, libX11 loaded at run time).
@MainActor
final class LiveWindow {
    /// A pointer event, in window pixels.
    enum Event: Equatable {
        case down(x: Int, y: Int), move(x: Int, y: Int), up(x: Int, y: Int), close
    }

    private let handle: OpaquePointer
    let width: Int, height: Int

    /// Opens a window on the display `$DISPLAY` names.
    init(width: Int, height: Int, title: String) throws {
        var message = [CChar](repeating: 0, count: 512)
        guard let handle = segue_x11_open(Int32(width), Int32(height), title, &message, Int32(message.count)) else {
            let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw LiveSession.Failure(description: text)
        }
        self.handle = handle
        self.width = width
        self.height = height
    }

    /// The window's X resource id.
    var windowID: UInt { UInt(segue_x11_window_id(handle)) }

    func present(_ frame: Frame) {
        frame.pixels.withUnsafeBufferPointer { pixels in
            segue_x11_present(handle, pixels.baseAddress, Int32(frame.width), Int32(frame.height))
        }
    }

    /// The events pending now, in order (never waits).
    func pendingEvents() -> [Event] {
        var events: [Event] = []
        var kind: Int32 = 0, x: Int32 = 0, y: Int32 = 0
        while segue_x11_next_event(handle, &kind, &x, &y) != 0 {
            switch Int(kind) {
            case Int(SEGUE_X11_DOWN): events.append(.down(x: Int(x), y: Int(y)))
            case Int(SEGUE_X11_MOVE): events.append(.move(x: Int(x), y: Int(y)))
            case Int(SEGUE_X11_UP): events.append(.up(x: Int(x), y: Int(y)))
            case Int(SEGUE_X11_CLOSE): events.append(.close)
            default: break
            }
        }
        return events
    }

    /// What the X server shows in the window, read back (opaque RGBA).
    func readPixels() -> Frame? {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBufferPointer { buffer in
            segue_x11_read_pixels(handle, buffer.baseAddress, Int32(width), Int32(height))
        }
        return ok == 1 ? Frame(width: width, height: height, pixels: pixels) : nil
    }

    isolated deinit { segue_x11_close(handle) }
}
