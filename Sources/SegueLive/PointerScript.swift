import Foundation
import OpenUIKit

/// Pointer events to play in a live session, at seconds after its start:
/// `"down 195 370 @0.5; up 195 370 @0.55"` (points, in the window).
public struct PointerScript: Sendable {
    public struct Event: Sendable {
        public let phase: UITouch.Phase
        public let point: CGPoint
        public let time: Double
    }

    /// The events, in time order.
    public let events: [Event]

    /// Reads `down|move|up x y @seconds` items separated by `;`; throws a
    /// `LiveSession.Failure` naming the first item it cannot read.
    public init(parsing text: String) throws {
        var events: [Event] = []
        for item in text.split(separator: ";") {
            let words = item.split(separator: " ").map(String.init)
            let shown = item.trimmingCharacters(in: .whitespaces)
            guard words.count == 4, words[3].hasPrefix("@"),
                  let x = Double(words[1]), let y = Double(words[2]), let t = Double(words[3].dropFirst()),
                  x.isFinite, y.isFinite, t.isFinite, t >= 0 else {
                throw LiveSession.Failure(description: "cannot read pointer event '\(shown)' (expected 'down|move|up x y @seconds')")
            }
            let phase: UITouch.Phase
            switch words[0] {
            case "down": phase = .began
            case "move": phase = .moved
            case "up": phase = .ended
            default: throw LiveSession.Failure(description: "unknown pointer event '\(words[0])' in '\(shown)' (down, move or up)")
            }
            events.append(Event(phase: phase, point: CGPoint(x: x, y: y), time: t))
        }
        self.events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}
