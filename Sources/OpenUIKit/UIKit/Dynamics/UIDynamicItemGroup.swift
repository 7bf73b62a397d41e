import Foundation

/// Items that move as one rigid body (`UIDynamicItemGroup`, iOS 9).
///
/// Add the group to behaviours instead of its items: the animator moves and
/// turns the items together, each keeping its place in the group, and each
/// item collides with its own shape. The group's `center` is the centre of
/// the box around its items and its `bounds` that box's size; setting
/// `center` moves every item.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    private let storedItems: [any UIDynamicItem]
    private var rotation = CGAffineTransform.identity

    /// A group of `items`. A group cannot contain groups (Apple); nested groups
    /// are left out with a diagnostic.
    public init(items: [any UIDynamicItem]) {
        if items.contains(where: { $0 is UIDynamicItemGroup }) {
            Log.uiKit.error("UIDynamicItemGroup(items:): a group cannot contain another group; the nested groups are left out")
        }
        storedItems = items.filter { !($0 is UIDynamicItemGroup) }
        super.init()
    }

    /// The grouped items.
    open var items: [any UIDynamicItem] { storedItems }

    /// The box around the items' frames, in the reference view's coordinates.
    private var box: CGRect {
        var result = CGRect.null
        for item in storedItems {
            let size = item.bounds.size
            let frame = CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                               width: size.width, height: size.height).applying(item.transform.withoutTranslation)
            result = result.union(frame.offsetBy(dx: item.center.x - frame.midX, dy: item.center.y - frame.midY))
        }
        return result.isNull ? .zero : result
    }

    open var center: CGPoint {
        get {
            let b = box
            return CGPoint(x: b.midX, y: b.midY)
        }
        set {
            let old = center
            let dx = newValue.x - old.x, dy = newValue.y - old.y
            guard dx.isFinite, dy.isFinite else { return }
            for item in storedItems { item.center = CGPoint(x: item.center.x + dx, y: item.center.y + dy) }
        }
    }

    open var bounds: CGRect { CGRect(origin: .zero, size: box.size) }

    /// The group's rotation as the animator last wrote it (identity until it turns).
    open var transform: CGAffineTransform {
        get { rotation }
        set { rotation = newValue }
    }

    /// Called by the animator after it moved the items.
    func noteMoved(center: DVec, angle: Double) {
        rotation = CGAffineTransform(rotationAngle: angle)
    }
}

private extension CGAffineTransform {
    var withoutTranslation: CGAffineTransform { CGAffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0) }
}
