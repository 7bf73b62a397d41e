import Foundation

extension UIView {
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// `sizeToFit()`'s work: the frame's size becomes `sizeThatFits(bounds.size)`.
    func resizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.isFiniteSize else { return }
        var f = frame
        f.size = size
        frame = f
    }

    /// Applies autoresizing to subviews after this view's size changed.
    func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for sub in subviewStorage where !sub.autoresizingMask.isEmpty {
            sub.applyAutoresizing(oldSuperSize: oldSize, newSuperSize: newSize)
        }
    }

    /// UIKit's springs-and-struts: the size change on each axis is shared
    /// among the flexible margins and size in proportion to their current
    /// extents (equally when those are zero).
    func applyAutoresizing(oldSuperSize: CGSize, newSuperSize: CGSize) {
        let mask = autoresizingMask
        var f = frame
        func distribute(_ delta: CGFloat, _ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat,
                        _ flexLead: Bool, _ flexSize: Bool, _ flexTrail: Bool) -> (CGFloat, CGFloat) {
            let parts = [(flexLead, lead), (flexSize, size), (flexTrail, trail)].filter(\.0)
            guard !parts.isEmpty else { return (0, 0) }
            let total = parts.reduce(0) { $0 + max($1.1, 0) }
            func share(_ flex: Bool, _ extent: CGFloat) -> CGFloat {
                guard flex else { return 0 }
                return total > 0 ? delta * max(extent, 0) / total : delta / CGFloat(parts.count)
            }
            return (share(flexLead, lead), share(flexSize, size))
        }
        let dx = newSuperSize.width - oldSuperSize.width
        let (ox, ow) = distribute(dx, f.minX, f.width, oldSuperSize.width - f.maxX,
                                  mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                  mask.contains(.flexibleRightMargin))
        let dy = newSuperSize.height - oldSuperSize.height
        let (oy, oh) = distribute(dy, f.minY, f.height, oldSuperSize.height - f.maxY,
                                  mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                  mask.contains(.flexibleBottomMargin))
        f.origin.x += ox; f.size.width += ow
        f.origin.y += oy; f.size.height += oh
        frame = f
    }
}
