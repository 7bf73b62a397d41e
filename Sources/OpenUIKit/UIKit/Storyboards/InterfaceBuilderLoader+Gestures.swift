import Foundation

/// What a gesture recognizer element sets: the attributes Xcode's
/// inspector writes (`numberOfTapsRequired`, `direction`,
/// `minimumPressDuration`, `<rectEdge key="edges">`…), so a recognizer from
/// a document recognizes what it would on iOS. A screen-edge pan recognizer
/// without edges never begins (UIKit's default is no edge).
extension InterfaceBuilderLoader {
    func configureRecognizer(_ recognizer: UIGestureRecognizer, _ element: InterfaceBuilderElement) {
        if let enabled = element.bool("enabled") { recognizer.isEnabled = enabled }
        if let cancels = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = element.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = element.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = integer(element, "numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = integer(element, "numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
        case let edgePan as UIScreenEdgePanGestureRecognizer:
            configurePan(edgePan, element)
            if let edges = element.child("rectEdge", key: "edges") {
                var value: UIRectEdge = []
                if edges.bool("top") == true { value.insert(.top) }
                if edges.bool("left") == true { value.insert(.left) }
                if edges.bool("bottom") == true { value.insert(.bottom) }
                if edges.bool("right") == true { value.insert(.right) }
                edgePan.edges = value
            }
        case let pan as UIPanGestureRecognizer:
            configurePan(pan, element)
        case let swipe as UISwipeGestureRecognizer:
            let directions: [String: UISwipeGestureRecognizer.Direction] = [
                "right": .right, "left": .left, "up": .up, "down": .down,
            ]
            if let name = element["direction"] {
                if let direction = directions[name] {
                    swipe.direction = direction
                } else {
                    document.report(element, "an unknown swipe direction '\(name)'; the recognizer keeps .right")
                }
            }
            if let touches = integer(element, "numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
        case let press as UILongPressGestureRecognizer:
            if let duration = element.number("minimumPressDuration") { press.minimumPressDuration = TimeInterval(duration) }
            if let movement = element.number("allowableMovement") { press.allowableMovement = movement }
            if let touches = integer(element, "numberOfTouchesRequired") { press.numberOfTouchesRequired = touches }
        default:
            break
        }
    }

    private func configurePan(_ pan: UIPanGestureRecognizer, _ element: InterfaceBuilderElement) {
        if let minimum = integer(element, "minimumNumberOfTouches") { pan.minimumNumberOfTouches = minimum }
        if let maximum = integer(element, "maximumNumberOfTouches") { pan.maximumNumberOfTouches = maximum }
    }

    private func integer(_ element: InterfaceBuilderElement, _ attribute: String) -> Int? {
        element[attribute].flatMap { Int($0) }
    }
}
