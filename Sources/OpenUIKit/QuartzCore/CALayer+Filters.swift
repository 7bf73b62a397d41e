import Foundation

/// What a layer keeps of the Core Image filters set on it.
final class LayerFilterStorage {
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var compositingFilter: Any?
}

/// Core Image filters on a layer: declared on iOS, ignored when iOS renders.
///
/// The Core Animation Programming Guide ("Layer Style Property
/// Animations") notes that in iOS `backgroundFilters` is exposed on
/// `CALayer` but the filters assigned are ignored, and that layers in iOS
/// ignore the filters they are given. Segue stores the three properties as
/// set, so code written for iOS compiles and reads back its values, and
/// the renderer does not apply them, as on iOS (docs/FIDELITY.md).
extension CALayer {
    private var filterBox: LayerFilterStorage {
        if let box = filterStorage { return box }
        let box = LayerFilterStorage()
        filterStorage = box
        return box
    }

    /// Core Image filters for the layer's content and sublayers (default
    /// nil). Stored; not applied, as on iOS.
    public var filters: [Any]? {
        get { filterStorage?.filters }
        set { filterBox.filters = newValue }
    }

    /// Core Image filters for the content behind the layer (default nil).
    /// Stored; not applied, as on iOS.
    public var backgroundFilters: [Any]? {
        get { filterStorage?.backgroundFilters }
        set { filterBox.backgroundFilters = newValue }
    }

    /// The Core Image filter compositing the layer with the content behind
    /// it (default nil: source-over). Stored; not applied, as on iOS.
    public var compositingFilter: Any? {
        get { filterStorage?.compositingFilter }
        set { filterBox.compositingFilter = newValue }
    }
}
