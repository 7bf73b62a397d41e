import Foundation

/// Segue's window onto the transition machinery, for test harnesses and
/// diagnostics: every transition reports what happened to it, in order.
/// (UIKit has no such API; it exists so users can check their animators.)
@preconcurrency @MainActor
public enum TransitionMonitor {
    /// One observable step of a transition.
    public enum Event: Sendable, Equatable {
        /// A delegate was asked for an object (method name, e.g. `"animationController(forPresented:presenting:source:)"`).
        case delegateQuery(String)
        /// A transition began (`kind`: present, dismiss, push, pop, tab), with the animator's type name.
        case began(kind: String, animator: String)
        /// `completeTransition(_:)` was called; `accepted` is false for a repeated call (ignored).
        case completeTransition(didComplete: Bool, accepted: Bool)
        /// `animationEnded(_:)` was sent to the animator.
        case animationEnded(Bool)
        /// Interaction changed: `"update"`, `"finish"`, `"cancel"`, `"pause"`.
        case interaction(String)
        /// The transition never completed within the watchdog interval.
        case stalled(animator: String)
        /// A diagnostic was logged (message text).
        case diagnostic(String)
        /// An appearance callback was delivered: controller description and
        /// callback name (`viewWillAppear`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`).
        case appearance(controller: String, callback: String)
        /// A presentation-controller lifecycle callback (method name with its argument).
        case presentationController(String)
        /// A transition finished (after `animationEnded`).
        case ended(kind: String, completed: Bool)
        /// A feedback generator fired (Linux has no haptics): the call, e.g.
        /// `"impactOccurred(style: medium, intensity: 1.0)"`, `"selectionChanged()"`, `"notificationOccurred(success)"`.
        case haptic(String)
        /// `UIAccessibility.post(notification:argument:)`: the notification's name and the argument, described.
        case accessibilityNotification(String)
        /// `UIApplication.open(_:options:completionHandler:)`: the URL.
        case openURL(String)
    }

    /// Receives every event. Free for tests and tools; nil by default.
    public static var observer: ((Event) -> Void)?

    /// Receives every event with what Segue knows about its subject (the
    /// transition and the controllers involved). Set by a test harness
    /// (SegueTesting's timeline); nil by default.
    public static var detailedObserver: ((Event, Details) -> Void)?

    static func emit(_ event: Event, _ details: @autoclosure () -> Details = Details()) {
        observer?(event)
        if let detailedObserver { detailedObserver(event, details()) }
    }

    /// Reports an appearance callback delivered to `controller`.
    static func appearance(_ controller: UIViewController, _ callback: String) {
        guard observer != nil || detailedObserver != nil else { return }
        emit(.appearance(controller: uiKitDescription(controller), callback: callback),
             Details(transition: controller.enclosingTransition ?? completing(involving: controller), controller: controller))
    }

    /// The transition whose completion is running (`completeTransition`).
    static var completing: TransitionContext?

    /// `completing`, if `controller` or one of its ancestors takes part in it.
    private static func completing(involving controller: UIViewController) -> TransitionContext? {
        guard let transition = completing else { return nil }
        var current: UIViewController? = controller
        while let vc = current {
            if vc === transition.fromViewController || vc === transition.toViewController { return transition }
            current = vc.parentStorage
        }
        return nil
    }

    /// Numbers transitions for `Details.transitionID`.
    private static var lastTransitionID = 0

    static func nextTransitionID() -> Int {
        lastTransitionID += 1
        return lastTransitionID
    }
}

extension TransitionMonitor {
    /// What kind of transition an event belongs to (the raw values are
    /// `Event.began`'s `kind` strings).
    public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
        case present, dismiss, push, pop
        case tabSwitch = "tab"
        /// A window size change (rotation) run through the coordinator.
        case sizeChange = "size"
    }

    /// A view controller named by an event: its identity, type and
    /// description at the time, without keeping it alive. Equal when it
    /// names the same object. (A class, so that the events of one transition
    /// share their references.)
    public final class ControllerReference: @unchecked Sendable, Hashable, CustomStringConvertible {
        // @unchecked: the stored properties are constants, and a weak
        // reference is safe to read from any thread.
        public let id: ObjectIdentifier
        /// `String(describing: type(of: controller))`.
        public let typeName: String
        /// `String(describing: controller)` when it was first named (in a
        /// transition: when the transition began).
        public let description: String
        /// The controller, while it is alive.
        public private(set) weak var controller: UIViewController?

        @MainActor public init(_ controller: UIViewController) {
            id = ObjectIdentifier(controller)
            typeName = TypeNames.unqualified(type(of: controller))
            description = Self.describe(controller)
            self.controller = controller
        }

        /// `String(describing: controller)`, without reflecting on the type
        /// for each event: a controller whose type has no description of its
        /// own is described by its qualified type name, both worked out once
        /// per type.
        @MainActor static func describe(_ controller: UIViewController) -> String {
            let type = type(of: controller)
            let key = ObjectIdentifier(type)
            let custom: Bool
            if let known = describesItself[key] {
                custom = known
            } else {
                // Asked of the metatype as `Any.Type`, as the check is meant for any type.
                let asked: Any.Type = type
                custom = asked is any TextOutputStreamable.Type || asked is any CustomStringConvertible.Type
                    || asked is any CustomDebugStringConvertible.Type
                describesItself[key] = custom
            }
            return custom ? String(describing: controller) : TypeNames.qualified(type)
        }

        /// Whether a controller type describes itself, by type.
        @MainActor private static var describesItself: [ObjectIdentifier: Bool] = [:]

        /// Whether this names `controller` (false once the named one is gone).
        @MainActor public func refers(to controller: UIViewController) -> Bool { self.controller === controller }

        public static func == (a: ControllerReference, b: ControllerReference) -> Bool { a.id == b.id }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// What Segue knows about an event's subject.
    public struct Details: Sendable {
        /// The same number for every event of one transition (nil before it
        /// starts: delegate queries, and outside transitions).
        public var transitionID: Int?
        public var kind: TransitionKind?
        /// The transition's from and to controllers.
        public var from: ControllerReference?
        public var to: ControllerReference?
        /// The controller an appearance callback was delivered to.
        public var controller: ControllerReference?
        /// The percent complete after an interaction update.
        public var percentComplete: Double?

        public init(transitionID: Int? = nil, kind: TransitionKind? = nil, from: ControllerReference? = nil,
                    to: ControllerReference? = nil, controller: ControllerReference? = nil, percentComplete: Double? = nil) {
            self.transitionID = transitionID
            self.kind = kind
            self.from = from
            self.to = to
            self.controller = controller
            self.percentComplete = percentComplete
        }

        /// A transition's kind and participants, before its context exists (delegate queries).
        @MainActor init(kind: TransitionKind, from: UIViewController, to: UIViewController) {
            self.init(kind: kind, from: ControllerReference(from), to: ControllerReference(to))
        }

        /// An event of `transition`, about `controller` if given.
        @MainActor init(transition: TransitionContext?, controller: UIViewController? = nil) {
            self = transition?.monitorDetails ?? Details()
            guard let controller else { return }
            // A participant's callbacks share the transition's reference to it.
            if let from, from.refers(to: controller) {
                self.controller = from
            } else if let to, to.refers(to: controller) {
                self.controller = to
            } else {
                self.controller = ControllerReference(controller)
            }
        }

        /// `transition`'s identity, kind and participants (made once per transition).
        @MainActor init(participantsOf transition: TransitionContext) {
            self.init(transitionID: transition.monitorID, kind: TransitionKind(rawValue: transition.kind.rawValue),
                      from: ControllerReference(transition.fromViewController),
                      to: ControllerReference(transition.toViewController))
        }
    }
}

extension UIViewController {
    /// The transition this controller takes part in, or its nearest
    /// ancestor's (a child's appearance belongs to its parent's transition).
    var enclosingTransition: TransitionContext? {
        var current: UIViewController? = self
        while let vc = current {
            if let transition = vc.activeTransition { return transition }
            current = vc.parentStorage
        }
        return nil
    }
}
