import Foundation

/// What `Scenario.run()` is asked to do, from the environment. The `segue-gallery` and
/// `segue-live` plugins set these variables for the test process they start; set them
/// yourself to get the same from `swift test`:
///
/// | variable | effect |
/// |---|---|
/// | `SEGUE_GALLERY_OUT` | write each scenario's pages into this folder, and its `index.html` |
/// | `SEGUE_SCALE` | pixels per point, 1 (default), 2 or 3 |
/// | `SEGUE_FPS` | frames per second of media time, 1 to 240 (default 60) |
/// | `SEGUE_FRAMES` | `1`: also every frame as a PNG |
/// | `SEGUE_LIVE` | the scenario to run in an X11 window first (`*`: every one) |
/// | `SEGUE_LIVE_SECONDS` | close the window after this many seconds |
/// | `SEGUE_LIVE_SCREENSHOT` | a PNG of the window when it closes |
/// | `SEGUE_LIVE_POINTER` | a pointer script to play in the window (`PointerScript`: `down 110 270 @0.5; up 110 270 @0.6`) |
/// | `SEGUE_LIVE_MARKER` | a file made when a live window opens (how `segue-live` knows one did) |
///
/// A value that does not parse (`SEGUE_SCALE=4`) is replaced by the default.
public struct ScenarioEnvironment: Sendable, Equatable {
    /// `SEGUE_GALLERY_OUT`, or nil.
    public var galleryOut: URL?
    /// `SEGUE_SCALE`.
    public var scale = 1
    /// `SEGUE_FPS`.
    public var fps = 60.0
    /// `SEGUE_FRAMES`.
    public var writeFrames = false
    /// `SEGUE_LIVE`, or nil.
    public var live: String?
    /// `SEGUE_LIVE_SECONDS`, or nil (until the window is closed).
    public var liveSeconds: Double?
    /// `SEGUE_LIVE_SCREENSHOT`, or nil.
    public var liveScreenshot: String?
    /// `SEGUE_LIVE_POINTER`, or nil.
    public var livePointer: String?
    /// `SEGUE_LIVE_MARKER`, or nil.
    public var liveMarker: String?

    /// Read from `variables`.
    public init(_ variables: [String: String]) {
        func value(_ key: String) -> String? { variables[key].flatMap { $0.isEmpty ? nil : $0 } }
        galleryOut = value("SEGUE_GALLERY_OUT").map { URL(fileURLWithPath: $0) }
        if let text = value("SEGUE_SCALE"), let scale = Int(text), [1, 2, 3].contains(scale) { self.scale = scale }
        if let text = value("SEGUE_FPS"), let fps = Double(text), fps.isFinite, (1...240).contains(fps) { self.fps = fps }
        writeFrames = value("SEGUE_FRAMES") == "1"
        live = value("SEGUE_LIVE")
        if let text = value("SEGUE_LIVE_SECONDS"), let seconds = Double(text), seconds.isFinite, seconds > 0 {
            liveSeconds = seconds
        }
        liveScreenshot = value("SEGUE_LIVE_SCREENSHOT")
        liveMarker = value("SEGUE_LIVE_MARKER")
        livePointer = value("SEGUE_LIVE_POINTER")
    }

    /// This process's environment.
    public static var current: ScenarioEnvironment { ScenarioEnvironment(ProcessInfo.processInfo.environment) }
}
