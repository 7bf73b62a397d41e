import Foundation

/// The base of objects that respond to events (`UIResponder`).
/// The default touch methods forward along the responder chain (`next`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {}

    // Associated objects (objc_setAssociatedObject) go with their owner.
    deinit { AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self)) }

    /// The next responder: a view's view controller or superview, a
    /// controller's view's superview, a window's application (none here).
    open var next: UIResponder? { nil }

    // MARK: Accessibility actions (UIKit declares them on NSObject)

    /// VoiceOver's escape gesture (a two-finger Z): dismiss a modal view or
    /// go back, and return true; false (the default) passes the gesture on
    /// to the next responder. `SegueAccessibilitySettings.performEscape(from:)` sends it.
    open func accessibilityPerformEscape() -> Bool { false }
    /// VoiceOver's double tap on the element: return true when handled; false
    /// (the default) lets VoiceOver tap the element's activation point.
    open func accessibilityActivate() -> Bool { false }
    /// VoiceOver's swipe up on an adjustable element. The default does nothing.
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable element. The default does nothing.
    open func accessibilityDecrement() {}
    /// VoiceOver's two-finger double tap: the app's most important action;
    /// false (the default) passes it on.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: Interface Builder (Storyboards/)

    /// Called on every object loaded from a storyboard or nib once all of
    /// them are made and connected (outlets and actions set), as UIKit
    /// does. Call `super`.
    open func awakeFromNib() {}

    /// Receives the changes this responder registered for with
    /// `addObserver(_:forKeyPath:options:context:)` (NSObject's
    /// `observeValue(forKeyPath:of:change:context:)`). Override it; as on
    /// iOS, the inherited implementation raises
    /// `NSInternalInconsistencyException`, so an override passes to `super`
    /// only the changes it did not register for.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?,
                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        unhandledObservation(keyPath, object, change, context)
    }

    /// Sets the property named `key`: what loading a storyboard or nib
    /// does for each outlet and user-defined runtime attribute. Swift on
    /// Linux cannot set a property by name: `segue-port` overrides this in
    /// each class that declares `@IBOutlet`s or `@IBInspectable`s, to set
    /// them and pass other keys to `super`. A key no class takes gets
    /// UIKit's `NSUnknownKeyException`: "[<Class 0x…> setValue:forUndefinedKey:]:
    /// this class is not key value coding-compliant for the key ….".
    open func setValue(_ value: Any?, forKey key: String) {
        if InterfaceBuilderKeys.set(value, forKey: key, on: self) { return }
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        UIKitException.raise(UIKitException.unknownKey,
                             "[<\(TypeNames.qualified(type(of: self))) 0x\(address)> setValue:forUndefinedKey:]: "
                                 + "this class is not key value coding-compliant for the key \(key).")
    }

    /// The selectors of the class's `@IBAction` methods, which a document's
    /// action connections name; `segue-port` overrides it in each class
    /// that declares `@IBAction`s (a `Selector` made with its method
    /// registers it). Segue API: the Objective-C runtime finds methods by
    /// name by itself.
    open class var interfaceBuilderActions: [Selector] { [] }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: First responder

    /// The current first responder (one for the app, as with a single key window).
    static weak var firstResponder: UIResponder?

    /// The responder chain an action with a nil target travels: from the
    /// first responder, else from `start`, following `next`.
    static func actionChain(from start: UIResponder?) -> [AnyObject] {
        var chain: [AnyObject] = []
        var responder = firstResponder ?? start
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        return chain
    }

    /// Whether the responder accepts first-responder status; `becomeFirstResponder()` asks it.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder lets go of first-responder status; `becomeFirstResponder()`
    /// of another responder and `resignFirstResponder()` ask it.
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Makes this the first responder if it can become one and the current
    /// one can resign (which is told to `resignFirstResponder()`).
    @discardableResult open func becomeFirstResponder() -> Bool {
        if UIResponder.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Gives up first-responder status unless `canResignFirstResponder` is false.
    @discardableResult open func resignFirstResponder() -> Bool {
        guard UIResponder.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.firstResponder = nil
        return true
    }
}

extension UIResponder: KeyValueObserverMethod {}
