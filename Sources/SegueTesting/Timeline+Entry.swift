import Foundation
import OpenUIKit

extension Timeline {
    /// A transition's kind: present, dismiss, push, pop, tab switch, size change.
    public typealias TransitionKind = TransitionMonitor.TransitionKind
    /// A view controller named by an entry: `id` (an `ObjectIdentifier`),
    /// `typeName`, `description` (`String(describing:)` at the time) and the
    /// controller itself while it is alive (`refers(to:)`).
    public typealias ControllerReference = TransitionMonitor.ControllerReference

    /// One recorded step, with typed fields: what happened (`callback`), to
    /// which controller, in which transition.
    public struct Entry: Sendable {
        /// Media time of the step.
        public let time: TimeInterval
        /// The event as `TransitionMonitor` reported it (string fields).
        public let event: TransitionMonitor.Event
        /// What happened.
        public let callback: Callback
        /// The controller an appearance callback was delivered to (nil for other steps).
        public let controller: ControllerReference?
        /// The kind of transition the step belongs to, where known (delegate
        /// queries included; nil for an appearance callback outside any transition).
        public let transition: TransitionKind?
        /// The same number for every step of one transition, from its start
        /// to its end (nil for delegate queries, which come before the start).
        public let transitionID: Int?
        /// The transition's from controller, where known.
        public let from: ControllerReference?
        /// The transition's to controller, where known.
        public let to: ControllerReference?

        init(time: TimeInterval, event: TransitionMonitor.Event, details: TransitionMonitor.Details) {
            self.time = time
            self.event = event
            callback = Callback(event, details)
            controller = details.controller
            transition = details.kind
            transitionID = details.transitionID
            from = details.from
            to = details.to
        }

        /// The step as text, naming controllers as `String(describing:)`
        /// does: `"began present FadeAnimator"`, `"MyApp.DetailController.viewDidAppear"`.
        public var text: String {
            if case .appearance = event, let controller { return "\(controller.description).\(callback.name)" }
            return Timeline.describe(event)
        }
    }

    /// What happened at a timeline entry.
    public enum Callback: Hashable, Sendable {
        /// An appearance callback of `UIViewController`.
        case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
        /// A delegate was asked for an animator, interaction controller or
        /// presentation controller, or told `willShow`.
        case delegateQuery(DelegateQuery)
        /// A `UIPresentationController` lifecycle callback.
        case presentationTransitionWillBegin, presentationTransitionDidEnd(completed: Bool)
        /// A `UIPresentationController` lifecycle callback.
        case dismissalTransitionWillBegin, dismissalTransitionDidEnd(completed: Bool)
        /// The transition started (after its delegate queries), run by `animator` (type name).
        case transitionBegan(animator: String)
        /// `completeTransition(_:)`; `accepted` is false for a repeated call, which UIKit ignores.
        case completeTransition(didComplete: Bool, accepted: Bool)
        /// `animationEnded(_:)` sent to the animator.
        case animationEnded(completed: Bool)
        /// `updateInteractiveTransition(_:)` with the percent complete, where known.
        case interactionUpdate(percentComplete: Double?)
        /// The interaction finished, was cancelled or paused.
        case interactionFinish, interactionCancel, interactionPause
        /// The transition's animator never called `completeTransition(_:)` (stall watchdog).
        case transitionStalled(animator: String)
        /// The transition finished, after `animationEnded`.
        case transitionEnded(completed: Bool)
        /// UIKit logged a message (misuse of presentation).
        case diagnostic(String)
        /// A feedback generator fired (`UIImpactFeedbackGenerator` and its
        /// siblings): the call, e.g. `"impactOccurred(style: medium, intensity: 1.0)"`.
        case haptic(String)
        /// `UIAccessibility.post(notification:argument:)`: notification name and argument.
        case accessibilityNotification(String)
        /// `UIApplication.open(_:options:completionHandler:)` asked to open this URL.
        case openURL(String)
        /// A step this version of the timeline does not know by name.
        case other(String)

        init(_ event: TransitionMonitor.Event, _ details: TransitionMonitor.Details) {
            switch event {
            case .delegateQuery(let name): self = .delegateQuery(DelegateQuery(rawValue: name))
            case .began(_, let animator): self = .transitionBegan(animator: animator)
            case let .completeTransition(done, accepted): self = .completeTransition(didComplete: done, accepted: accepted)
            case .animationEnded(let done): self = .animationEnded(completed: done)
            case .interaction("update"): self = .interactionUpdate(percentComplete: details.percentComplete)
            case .interaction("finish"): self = .interactionFinish
            case .interaction("cancel"): self = .interactionCancel
            case .interaction("pause"): self = .interactionPause
            case .interaction(let what): self = .other("interaction \(what)")
            case .stalled(let animator): self = .transitionStalled(animator: animator)
            case .diagnostic(let message): self = .diagnostic(message)
            case .ended(_, let completed): self = .transitionEnded(completed: completed)
            case .haptic(let call): self = .haptic(call)
            case .accessibilityNotification(let what): self = .accessibilityNotification(what)
            case .openURL(let url): self = .openURL(url)
            case .appearance(_, let name):
                switch name {
                case "viewWillAppear": self = .viewWillAppear
                case "viewIsAppearing": self = .viewIsAppearing
                case "viewDidAppear": self = .viewDidAppear
                case "viewWillDisappear": self = .viewWillDisappear
                case "viewDidDisappear": self = .viewDidDisappear
                default: self = .other(name)
                }
            case .presentationController(let name):
                switch name {
                case "presentationTransitionWillBegin()": self = .presentationTransitionWillBegin
                case "presentationTransitionDidEnd(true)": self = .presentationTransitionDidEnd(completed: true)
                case "presentationTransitionDidEnd(false)": self = .presentationTransitionDidEnd(completed: false)
                case "dismissalTransitionWillBegin()": self = .dismissalTransitionWillBegin
                case "dismissalTransitionDidEnd(true)": self = .dismissalTransitionDidEnd(completed: true)
                case "dismissalTransitionDidEnd(false)": self = .dismissalTransitionDidEnd(completed: false)
                default: self = .other("presentationController.\(name)")
                }
            }
        }

        /// The method's name for appearance callbacks (`viewDidAppear`); a short description otherwise.
        public var name: String {
            switch self {
            case .viewWillAppear: return "viewWillAppear"
            case .viewIsAppearing: return "viewIsAppearing"
            case .viewDidAppear: return "viewDidAppear"
            case .viewWillDisappear: return "viewWillDisappear"
            case .viewDidDisappear: return "viewDidDisappear"
            default: return String(describing: self)
            }
        }

        /// Whether this is one of the appearance callbacks.
        public var isAppearance: Bool {
            switch self {
            case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
            default: return false
            }
        }
    }

    /// A delegate method the transition machinery called (its Swift name).
    public struct DelegateQuery: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The method's Swift name: `"animationController(forDismissed:)"`.
        public let rawValue: String
        /// The query of the method named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The method's Swift name.
        public var description: String { rawValue }

        // UIViewControllerTransitioningDelegate
        /// `presentationController(forPresented:presenting:source:)`.
        public static let presentationController = Self(rawValue: "presentationController(forPresented:presenting:source:)")
        /// `animationController(forPresented:presenting:source:)`.
        public static let animationControllerForPresented = Self(rawValue: "animationController(forPresented:presenting:source:)")
        /// `interactionControllerForPresentation(using:)`.
        public static let interactionControllerForPresentation = Self(rawValue: "interactionControllerForPresentation(using:)")
        /// `animationController(forDismissed:)`.
        public static let animationControllerForDismissed = Self(rawValue: "animationController(forDismissed:)")
        /// `interactionControllerForDismissal(using:)`.
        public static let interactionControllerForDismissal = Self(rawValue: "interactionControllerForDismissal(using:)")
        // UINavigationControllerDelegate
        /// `navigationController(_:animationControllerFor:from:to:)`.
        public static let navigationAnimationController = Self(rawValue: "navigationController(_:animationControllerFor:from:to:)")
        /// `navigationController(_:interactionControllerFor:)`.
        public static let navigationInteractionController = Self(rawValue: "navigationController(_:interactionControllerFor:)")
        /// `navigationController(_:willShow:animated:)`.
        public static let navigationWillShow = Self(rawValue: "navigationController(_:willShow:animated:)")
        // UITabBarControllerDelegate
        /// `tabBarController(_:animationControllerForTransitionFrom:to:)`.
        public static let tabBarAnimationController = Self(rawValue: "tabBarController(_:animationControllerForTransitionFrom:to:)")
        /// `tabBarController(_:interactionControllerFor:)`.
        public static let tabBarInteractionController = Self(rawValue: "tabBarController(_:interactionControllerFor:)")
    }
}
