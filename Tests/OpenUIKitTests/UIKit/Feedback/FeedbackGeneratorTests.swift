import Foundation
import Testing
@testable import OpenUIKit

/// Feedback generators play nothing on Linux; each call is recorded.
@MainActor
@Suite("Feedback generators")
struct FeedbackGeneratorTests {
    @Test("Each generator's calls are recorded in order, with style and intensity (clamped to 0...1)")
    func recorded() {
        var events: [TransitionMonitor.Event] = []
        let saved = TransitionMonitor.observer
        TransitionMonitor.observer = { events.append($0) }
        defer { TransitionMonitor.observer = saved }
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 1.7)
        UIImpactFeedbackGenerator().impactOccurred(intensity: 0.25)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        #expect(events == [
            .haptic("prepare(UIImpactFeedbackGenerator)"),
            .haptic("impactOccurred(style: heavy, intensity: 1.0)"),
            .haptic("impactOccurred(style: heavy, intensity: 1.0)"),
            .haptic("impactOccurred(style: medium, intensity: 0.25)"),
            .haptic("selectionChanged()"),
            .haptic("notificationOccurred(warning)"),
        ])
    }
}
