import Foundation
import OpenUIKit
import SegueRender

/// A view-controller hierarchy running live: in an X11 window, on a
/// real-time clock, with the mouse as a finger.
///
/// Each frame, pointer events become touches (`UIWindow.sendTouch`), the
/// clock ticks, and the window's committed snapshot is rendered with
/// `SegueRender` and shown. Frames are paced to the clock's frame interval
/// (60 Hz); this is the one place Segue sleeps, since it runs in real time.
///
/// ```swift
/// let session = try LiveSession(rootViewController: MyRootViewController(), title: "My app")
/// try session.run()        // until the window is closed
/// ```
///
/// Needs an X server (`$DISPLAY`) and libX11, which is opened at run time:
/// without them the initializer throws a `LiveSession.Failure` that says
/// which is missing.
@MainActor
public final class LiveSession {
    /// The screen size the reference apps are written for (points).
    public static let defaultScreenSize = CGSize(width: 390, height: 844)

    /// Why a session could not start.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// What a run did.
    public struct Report: Sendable {
        public var frames = 0
        public var seconds = 0.0
    }

    private let window: LiveWindow
    private let uiWindow: UIWindow
    private let renderer: Renderer
    private let clock: MediaClock
    private let scale: CGFloat

    /// Opens a window for `rootViewController` and installs a real-time
    /// clock (`MediaClock.realTime()`) as the current one.
    /// - Parameters:
    ///   - rootViewController: the window's root view controller.
    ///   - title: the window's title.
    ///   - scale: pixels per point (1, 2 or 3).
    ///   - screenSize: the window's size in points.
    public init(rootViewController: UIViewController, title: String, scale: Int = 1,
                screenSize: CGSize = LiveSession.defaultScreenSize) throws {
        guard [1, 2, 3].contains(scale) else { throw Failure(description: "scale must be 1, 2 or 3 (got \(scale))") }
        guard screenSize.width >= 1, screenSize.height >= 1, screenSize.width.isFinite, screenSize.height.isFinite else {
            throw Failure(description: "screen size \(screenSize) is not a positive size")
        }
        self.scale = CGFloat(scale)
        window = try LiveWindow(width: Int(screenSize.width.rounded()) * scale,
                                height: Int(screenSize.height.rounded()) * scale, title: title)
        renderer = try Renderer()
        clock = MediaClock.realTime()
        clock.frameInterval = 1.0 / 60.0
        MediaClock.install(clock)
        uiWindow = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        uiWindow.rootViewController = rootViewController
        uiWindow.makeKeyAndVisible()
    }

    /// The window's X resource id (for tools that send it events).
    public var windowID: UInt { window.windowID }

    /// Runs until the window is closed or `seconds` pass, playing `script`'s
    /// pointer events at their times as well as the real pointer's.
    public func run(seconds: Double? = nil, script: PointerScript? = nil) throws -> Report {
        var report = Report()
        var pending = script?.events ?? []
        var pressed = false
        let start = clock.now
        var next = start
        loop: while true {
            let elapsed = clock.now - start
            if let seconds, elapsed >= seconds { break }
            for event in window.pendingEvents() {
                switch event {
                case .close: break loop
                case let .down(x, y): pressed = true; touch(.began, x, y)
                case let .move(x, y) where pressed: touch(.moved, x, y)
                case let .up(x, y) where pressed: pressed = false; touch(.ended, x, y)
                default: break
                }
            }
            while let first = pending.first, first.time <= elapsed {
                pending.removeFirst()
                uiWindow.sendTouch(first.phase, at: first.point)
            }
            clock.tick()
            if let tree = RenderTree.committed(for: uiWindow.layer) {
                window.present(try renderer.render(tree, scale: scale))
                report.frames += 1
            }
            // Pace to the frame interval; a late frame starts the next at once.
            next += clock.frameInterval
            let wait = next - clock.now
            if wait > 0 { Thread.sleep(forTimeInterval: wait) } else { next = clock.now }
        }
        report.seconds = clock.now - start
        return report
    }

    /// What the X server shows in the window now, read back (opaque RGBA).
    public func screenshot() -> Frame? { window.readPixels() }

    private func touch(_ phase: UITouch.Phase, _ x: Int, _ y: Int) {
        uiWindow.sendTouch(phase, at: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale))
    }
}
