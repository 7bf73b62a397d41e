import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Haptics, accessibility announcements and opened URLs appear in a
/// harness's timeline as typed entries, at the time they happened.
@MainActor
@Suite("System events in the timeline", .transitionHarness)
struct SystemEventTimelineTests {
    @Test("A haptic, an announcement and an opened URL are typed entries")
    func typedEntries() {
        let harness = TransitionHarness(root: UIViewController())
        harness.timeline.reset()
        harness.advance(by: 0.1)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIAccessibility.post(notification: .announcement, argument: "Done")
        UIApplication.shared.open(URL(string: "https://example.com")!)
        let callbacks = harness.timeline.entries.map(\.callback)
        #expect(callbacks == [.haptic("notificationOccurred(success)"), .accessibilityNotification("announcement Done"),
                              .openURL("https://example.com")])
        #expect(harness.timeline.entries.first?.time == harness.clock.now)
        #expect(harness.timeline.entries.map(\.text) == ["haptic notificationOccurred(success)", "accessibility announcement Done",
                                                         "open https://example.com"])
    }
}
