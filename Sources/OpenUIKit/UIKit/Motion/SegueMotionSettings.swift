import Foundation

/// Segue's stand-in for the device's motion sensor (Segue API, not in
/// UIKit): the viewer offset that motion effects follow. Set it in a test
/// (or from the live window) to tilt the device; every view with motion
/// effects updates at once. With Reduce Motion on
/// (`SegueAccessibilitySettings.isReduceMotionEnabled`), effects are not
/// applied, as iOS turns parallax off.
@preconcurrency @MainActor
public enum SegueMotionSettings {
    /// The device's tilt relative to the viewer, each component in −1...1
    /// (values outside are clamped). Starts at `.zero`.
    public static var viewerOffset = UIOffset.zero {
        didSet { MotionEffects.updateAll() }
    }
}
