import Foundation
import OpenUIKit
import SegueTesting

/// What the inspector learns on the main actor while a scenario runs: the
/// names of the live layers (for hovering in the exploded view) and the
/// harness's timeline as page events.
@MainActor
package final class InspectorRecording {
    /// Layer ID → the name the page shows: the layer's `name`, else its
    /// view's class (a label with its text), else the layer's class.
    package private(set) var names: [Int: String] = [:]

    package init() {}

    /// Names the layers of `harness`'s window not named yet (called after each recorded frame).
    package func observe(_ harness: TransitionHarness) {
        visit(harness.window.layer)
    }

    private func visit(_ layer: CALayer) {
        if names[layer.layerID] == nil { names[layer.layerID] = Self.name(of: layer) }
        for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        if let mask = layer.mask { visit(mask) }
    }

    package static func name(of layer: CALayer) -> String {
        if let name = layer.name, !name.isEmpty { return name }
        if let view = layer.delegate as? UIView {
            var name = String(describing: type(of: view))
            if let label = view as? UILabel, let text = label.text, !text.isEmpty {
                name += " “" + (text.count > 24 ? text.prefix(23) + "…" : text) + "”"
            }
            return name
        }
        return String(describing: type(of: layer))
    }

    /// The timeline's entries from `start` on, times relative to it.
    package static func events(of timeline: Timeline, from start: TimeInterval) -> [InspectorData.Event] {
        timeline.entries.compactMap { entry in
            let time = entry.time - start
            guard time >= -1e-9 else { return nil }
            return InspectorData.Event(time: max(0, time), category: category(of: entry.callback), text: entry.text)
        }
    }

    /// The page's colour group of a step.
    nonisolated static func category(of callback: Timeline.Callback) -> String {
        switch callback {
        case .delegateQuery: return "query"
        case .transitionBegan: return "began"
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return "appearance"
        case .presentationTransitionWillBegin, .presentationTransitionDidEnd, .dismissalTransitionWillBegin,
             .dismissalTransitionDidEnd: return "presentation"
        case .completeTransition, .animationEnded: return "complete"
        case .interactionUpdate, .interactionFinish, .interactionCancel, .interactionPause: return "interaction"
        case .transitionEnded, .transitionStalled: return "ended"
        default: return "other"
        }
    }
}
