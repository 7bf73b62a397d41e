import Foundation

extension UINavigationBar {
    /// Whether some bar has a scroll-edge appearance: only then do scroll
    /// views tell their navigation bar that they moved.
    nonisolated(unsafe) static var tracksScrollEdges = false

    /// The appearance the bar draws now, or nil for its legacy look (no
    /// appearance set on the bar or its top item). As UIKit chooses: at the
    /// scroll edge the (compact) scroll-edge appearance, else the compact
    /// one in a compact-height environment, else the standard one; the top
    /// item's own appearances win over the bar's.
    var resolvedAppearance: UINavigationBarAppearance? {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge {
            if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return edge }
            if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        }
        if compact, let appearance = item?.compactAppearance ?? compactAppearance { return appearance }
        return item?.standardAppearance ?? (hasStandardAppearance ? standardAppearance : nil)
    }

    /// Whether the top controller's content is scrolled to its top (or it has no scroll view).
    var isAtScrollEdge: Bool {
        guard let scrollView = navigationController?.topViewController?.contentScrollView else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }

    /// Draws `appearance`'s background, image and hairline.
    func apply(_ appearance: UINavigationBarAppearance, hairline: CALayer?) {
        appliedAppearance = appearance
        backgroundColor = appearance.resolvedBackgroundColor
        if let image = appearance.backgroundImage {
            layer.contents = image.cgImage
            layer.contentsGravity = appearance.backgroundImageContentMode == .scaleToFill ? .resize : .resizeAspectFill
            layer.contentsScale = image.scale
        } else {
            layer.contents = nil
        }
        guard let hairline else { return }
        if let image = appearance.shadowImage {
            hairline.backgroundColor = nil
            hairline.contents = image.cgImage
            hairline.contentsGravity = .resize
            hairline.isHidden = false
        } else {
            hairline.contents = nil
            hairline.backgroundColor = appearance.resolvedShadowColor?.cgColor
            hairline.isHidden = appearance.resolvedShadowColor == nil
        }
    }

    /// The title colour the drawn appearance gives `item`'s style, if any.
    func buttonTitleColor(for item: UIBarButtonItem) -> UIColor? {
        guard let appearance = resolvedAppearance else { return nil }
        let buttons = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        return buttons.normal.titleTextAttributes[Self.foregroundColorKey] as? UIColor
    }

    func appearanceDidChange() {
        if scrollEdgeAppearance != nil || compactScrollEdgeAppearance != nil { Self.tracksScrollEdges = true }
        appliedAppearance = nil
        updateAppearance()
    }

    /// Redraws the background when the appearance in effect changed, and lays out the title and items.
    func updateAppearance() {
        if resolvedAppearance !== appliedAppearance { updateBackground() }
        setNeedsLayout()
    }
}
