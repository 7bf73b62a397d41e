import Foundation

/// A placeholder in a menu that the elements a provider delivers replace
/// when the menu is shown (`UIDeferredMenuElement`).
///
/// When a menu holding it is shown, the element calls its provider with a
/// completion. Until the completion runs, the menu draws a "Loading…" row
/// in its place; the completion's elements then take the row's place in
/// the open menu. An element made with `init(_:)` calls its provider the
/// first time it is shown and keeps the elements for every later showing
/// (UIKit caches it); one made with `uncached(_:)` calls the provider every
/// time it is shown (UIKit, "UIDeferredMenuElement"). The class is
/// `public`, not `open` as in the SDK: `uncached(_:)` returns `Self`, which
/// needs an initializer every subclass has (docs/FIDELITY.md).
@preconcurrency @MainActor
public class UIDeferredMenuElement: UIMenuElement {
    let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
    let caches: Bool
    /// The elements delivered, kept for a cached element.
    var cachedElements: [UIMenuElement]?

    required init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, caches: Bool) {
        elementProvider = provider
        self.caches = caches
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// A placeholder whose provider is called once, the first time a menu
    /// shows it; the elements it delivers are reused afterwards.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, caches: true)
    }

    /// A placeholder whose provider is called each time a menu shows it.
    public class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        self.init(provider: elementProvider, caches: false)
    }

    /// Asks for the elements (or answers from the cache); `deliver` runs
    /// when they arrive, possibly at once. Later completions are ignored.
    func requestElements(_ deliver: @escaping ([UIMenuElement]) -> Void) {
        if caches, let cachedElements { return deliver(cachedElements) }
        var delivered = false
        elementProvider { [weak self] elements in
            guard !delivered else { return }
            delivered = true
            if let self, self.caches { self.cachedElements = elements }
            deliver(elements)
        }
    }
}
