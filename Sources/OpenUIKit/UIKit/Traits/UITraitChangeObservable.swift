import Foundation

/// A handler for trait changes: the environment and its previous traits
/// (UIKit's `UITraitChangeHandler`, iOS 17).
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// An object whose trait changes can be observed for chosen traits
/// (UIKit's `UITraitChangeObservable`, iOS 17): views and view
/// controllers. A registration is called after the traits it names change,
/// with the environment and its previous traits, as long as the
/// environment lives or until it is unregistered.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// Calls `action` on `target` (with the environment and its previous
    /// traits, as many of them as the method takes) after any of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Calls `action` on the environment itself after any of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Ends a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with the environment and its previous traits after
    /// any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait],
                                        handler: @escaping UITraitChangeHandler<Self>) -> any UITraitChangeRegistration {
        TraitChanges.register(traits, on: self) { environment, previous in
            if let environment = environment as? Self { handler(environment, previous) }
        }
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        weak let weakTarget = target as AnyObject
        return TraitChanges.register(traits, on: self) { environment, previous in
            guard let target = weakTarget else { return }
            _ = SelectorTable.send(action, to: target, [environment, previous])
        }
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitChanges.register(traits, on: self) { environment, previous in
            _ = SelectorTable.send(action, to: environment, [environment, previous])
        }
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChanges.unregister(registration, from: self)
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

/// The registrations and own-trait overrides of each environment, kept
/// with it (an associated object).
@MainActor
enum TraitChanges {
    final class Registration: UITraitChangeRegistration, @unchecked Sendable {
        let traits: [UITrait]
        let handler: (AnyObject, UITraitCollection) -> Void
        init(_ traits: [UITrait], _ handler: @escaping (AnyObject, UITraitCollection) -> Void) {
            self.traits = traits
            self.handler = handler
        }
    }

    final class Record {
        var registrations: [Registration] = []
        var custom: [String: Any] = [:]
    }

    nonisolated(unsafe) private static let key = AssociatedObjects.makeKey()
    /// False until an environment overrides an app's own trait: reading
    /// traits then walks no chain for them.
    static var anyCustomOverrides = false

    static func record(of object: AnyObject, creating: Bool) -> Record? {
        AssociatedObjects.companion(of: object, key: key, make: creating ? { Record() } : nil)
    }

    static func register(_ traits: [UITrait], on object: AnyObject,
                         handler: @escaping (AnyObject, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = Registration(traits, handler)
        if traits.isEmpty {
            Log.uiKit.error("registerForTraitChanges: no traits given; the registration is never called")
        }
        record(of: object, creating: true)?.registrations.append(registration)
        return registration
    }

    static func unregister(_ registration: any UITraitChangeRegistration, from object: AnyObject) {
        guard let registration = registration as? Registration, let record = record(of: object, creating: false) else { return }
        record.registrations.removeAll { $0 === registration }
    }

    /// Calls the registrations of `environment` whose traits differ
    /// between `previous` and its traits now.
    static func notify(_ environment: (any UITraitEnvironment & AnyObject)?, previous: UITraitCollection) {
        guard let environment, let record = record(of: environment, creating: false), !record.registrations.isEmpty else { return }
        let current = environment.traitCollection
        for registration in record.registrations
        where registration.traits.contains(where: { current.differs(in: $0, from: previous) }) {
            registration.handler(environment, previous)
        }
    }

    /// The own-trait overrides in effect for a view: its own over its
    /// controller's over its superview's.
    static func customOverrides(for view: UIView) -> [String: Any] {
        guard anyCustomOverrides else { return [:] }
        var merged = view.superview.map(customOverrides(for:)) ?? [:]
        if let controller = view.owningViewController, let own = record(of: controller, creating: false)?.custom {
            merged.merge(own) { _, new in new }
        }
        if let own = record(of: view, creating: false)?.custom { merged.merge(own) { _, new in new } }
        return merged
    }
}

extension TraitChanges {
    /// Sets the own-trait overrides of `owner` and tells every environment
    /// below it whose registered traits changed.
    static func setCustom(_ custom: [String: Any], on owner: AnyObject, below views: [UIView]) {
        var environments: [any UITraitEnvironment & AnyObject] = []
        func collect(_ view: UIView) {
            environments.append(view)
            if let controller = view.owningViewController, controller.viewIfLoaded === view { environments.append(controller) }
            view.subviews.forEach(collect)
        }
        views.forEach(collect)
        if let controller = owner as? UIViewController, !environments.contains(where: { $0 === controller }) {
            environments.append(controller)
        }
        let before = environments.map(\.traitCollection)
        if !custom.isEmpty { anyCustomOverrides = true }
        guard let record = record(of: owner, creating: !custom.isEmpty) else { return }
        record.custom = custom
        for (environment, previous) in zip(environments, before) { notify(environment, previous: previous) }
    }
}

extension UITraitOverrides {
    /// The overrides `owner` (a view or view controller) has: its style and its own-trait values.
    @MainActor init(of owner: AnyObject, style: UIUserInterfaceStyle) {
        self.init()
        userInterfaceStyle = style
        custom = TraitChanges.record(of: owner, creating: false)?.custom ?? [:]
    }
}

extension UIView {
    /// The traits this view overrides for itself and its subviews (iOS 17):
    /// the style (`overrideUserInterfaceStyle`) and an app's own traits.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(of: self, style: overrideUserInterfaceStyle) }
        set {
            overrideUserInterfaceStyle = newValue.userInterfaceStyle
            TraitChanges.setCustom(newValue.custom, on: self, below: [self])
        }
    }
}

extension UIViewController {
    /// The traits this controller overrides for its view and the
    /// controllers below it (iOS 17): the style
    /// (`overrideUserInterfaceStyle`) and an app's own traits.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(of: self, style: overrideUserInterfaceStyle) }
        set {
            overrideUserInterfaceStyle = newValue.userInterfaceStyle
            TraitChanges.setCustom(newValue.custom, on: self, below: viewIfLoaded.map { [$0] } ?? [])
        }
    }
}
