import Foundation

/// Weak references to objects that must be gone after teardown.
@MainActor
public final class LeakTracker {
    private var entries: [(name: String, ref: WeakBox)] = []

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Remembers `object` (weakly) under `name`.
    public func expectDeallocation(of object: AnyObject, _ name: String? = nil) {
        entries.append((name ?? String(describing: type(of: object)), WeakBox(object)))
    }

    /// Names of the tracked objects still alive.
    public var survivors: [String] { entries.filter { $0.ref.object != nil }.map(\.name) }
}
