import Foundation

extension UIScrollView {
    /// The colour of the scroll indicators (`UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light in the dark appearance.
        case `default`
        /// Dark, for light backgrounds.
        case black
        /// Light, for dark backgrounds.
        case white
    }
}

/// The two indicator bars of a scroll view (engine type): `CALayer`s kept on
/// top of the scroll view's own layer, in its bounds (content) coordinates.
@MainActor
final class ScrollIndicators {
    let vertical = CALayer()
    let horizontal = CALayer()

    init() {
        for bar in [vertical, horizontal] {
            bar.cornerRadius = UIScrollView.indicatorThickness / 2
            bar.opacity = 0
        }
    }
}

/// Scroll indicators, drawn as iOS draws them (UIKit documents their
/// existence, not their metrics; these are Segue's, after iOS 13+):
/// - a bar 3 pt thick with round ends, 3 pt inside the edge of the visible
///   area less `verticalScrollIndicatorInsets` / `horizontalScrollIndicatorInsets`
///   (plus the safe-area part of `adjustedContentInset` while
///   `automaticallyAdjustsScrollIndicatorInsets`);
/// - its length is the track times the visible fraction of the content
///   (at least 36 pt), shortened by a rubber-banded overscroll down to 7 pt;
///   its place along the track follows the offset within the scrollable range;
/// - it shows on an axis whose content (plus insets) exceeds the bounds,
///   while `showsVerticalScrollIndicator` / `showsHorizontalScrollIndicator`;
/// - colour by `indicatorStyle`: black at 35 % (`.black`, and `.default` in
///   the light appearance) or white at 35 % (`.white`, and `.default` in
///   the dark appearance);
/// - it appears at once when the offset changes, stays 0.5 s after the last
///   change and fades out over 0.25 s (a keyframe animation on its
///   opacity); `flashScrollIndicators()` shows them the same way.
extension UIScrollView {
    static let indicatorThickness: CGFloat = 3
    static let indicatorEdgeInset: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    static let indicatorMinimumBounceLength: CGFloat = 7
    static let indicatorHoldDuration: TimeInterval = 0.5
    static let indicatorFadeDuration: TimeInterval = 0.25

    /// Shows the scroll indicators for a moment (where they would show while scrolling).
    public func flashScrollIndicators() {
        showScrollIndicators()
    }

    /// The indicator colour for the style and the appearance.
    var indicatorColor: UIColor {
        let light: Bool
        switch indicatorStyle {
        case .black: light = false
        case .white: light = true
        case .default: light = traitCollection.userInterfaceStyle == .dark
        }
        return UIColor(white: light ? 1 : 0, alpha: 0.35)
    }

    /// The insets the indicators keep from the edges of the bounds.
    private func effectiveIndicatorInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return insets }
        let a = contentInsetAdjustment
        return UIEdgeInsets(top: insets.top + a.top, left: insets.left + a.left,
                            bottom: insets.bottom + a.bottom, right: insets.right + a.right)
    }

    /// Whether content overflows the bounds on the axis (what the indicator shows).
    private var overflowsVertically: Bool {
        let i = adjustedContentInset
        return contentSize.height + i.top + i.bottom > bounds.height
    }

    private var overflowsHorizontally: Bool {
        let i = adjustedContentInset
        return contentSize.width + i.left + i.right > bounds.width
    }

    /// Length and start of a bar along a track.
    private static func bar(track: (lo: CGFloat, hi: CGFloat), visible: CGFloat, content: CGFloat,
                            offset: CGFloat, range: (lo: CGFloat, hi: CGFloat)) -> (start: CGFloat, length: CGFloat) {
        let trackLength = max(0, track.hi - track.lo)
        var length = max(indicatorMinimumLength, trackLength * min(1, visible / max(content, 1)))
        length = min(length, trackLength)
        var overscroll: CGFloat = 0
        if offset < range.lo { overscroll = range.lo - offset } else if offset > range.hi { overscroll = offset - range.hi }
        length = max(indicatorMinimumBounceLength, length - overscroll)
        let span = range.hi - range.lo
        let progress = span > 0 ? min(1, max(0, (offset - range.lo) / span)) : 0
        return (track.lo + (trackLength - length) * progress, length)
    }

    /// Places the indicators for the current offset and sizes.
    func layoutScrollIndicators() {
        guard let bars = scrollIndicators else { return }
        let b = bounds
        let r = scrollRange
        let t = Self.indicatorThickness, e = Self.indicatorEdgeInset
        let color = indicatorColor.cgColor
        let i = adjustedContentInset
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let showsV = showsVerticalScrollIndicator && overflowsVertically
        bars.vertical.isHidden = !showsV
        if showsV {
            let inset = effectiveIndicatorInsets(verticalScrollIndicatorInsets)
            let bottomGap: CGFloat = showsHorizontalScrollIndicator && overflowsHorizontally ? t + e : 0
            let bar = Self.bar(track: (b.minY + inset.top + e, b.maxY - inset.bottom - e - bottomGap),
                               visible: b.height, content: contentSize.height + i.top + i.bottom,
                               offset: b.minY, range: (r.minY, r.maxY))
            bars.vertical.frame = CGRect(x: b.maxX - inset.right - e - t, y: bar.start, width: t, height: bar.length)
            bars.vertical.backgroundColor = color
        }
        let showsH = showsHorizontalScrollIndicator && overflowsHorizontally
        bars.horizontal.isHidden = !showsH
        if showsH {
            let inset = effectiveIndicatorInsets(horizontalScrollIndicatorInsets)
            let rightGap: CGFloat = showsV ? t + e : 0
            let bar = Self.bar(track: (b.minX + inset.left + e, b.maxX - inset.right - e - rightGap),
                               visible: b.width, content: contentSize.width + i.left + i.right,
                               offset: b.minX, range: (r.minX, r.maxX))
            bars.horizontal.frame = CGRect(x: bar.start, y: b.maxY - inset.bottom - e - t, width: bar.length, height: t)
            bars.horizontal.backgroundColor = color
        }
        for bar in [bars.vertical, bars.horizontal] where layer.sublayers?.last !== bar && bar.superlayer === layer {
            bar.removeFromSuperlayer()
            layer.addSublayer(bar)
        }
        if bars.vertical.superlayer !== layer { layer.addSublayer(bars.vertical) }
        if bars.horizontal.superlayer !== layer { layer.addSublayer(bars.horizontal) }
    }

    /// The offset changed: show the indicators, then fade them out.
    func showScrollIndicators() {
        guard (showsVerticalScrollIndicator && overflowsVertically)
                || (showsHorizontalScrollIndicator && overflowsHorizontally) else { return }
        if scrollIndicators == nil { scrollIndicators = ScrollIndicators() }
        layoutScrollIndicators()
        guard let bars = scrollIndicators else { return }
        let hold = Self.indicatorHoldDuration, fade = Self.indicatorFadeDuration
        for bar in [bars.vertical, bars.horizontal] {
            let flash = CAKeyframeAnimation(keyPath: "opacity")
            flash.values = [Float(1), Float(1), Float(0)]
            flash.keyTimes = [0, NSNumber(value: hold / (hold + fade)), 1]
            flash.duration = hold + fade
            bar.add(flash, forKey: "segue.indicatorFlash")
        }
    }

    /// Whether an indicator is showing now (its presentation opacity is above 0).
    var scrollIndicatorVisibility: (vertical: Bool, horizontal: Bool) {
        guard let bars = scrollIndicators else { return (false, false) }
        func shows(_ bar: CALayer) -> Bool { !bar.isHidden && (bar.presentation()?.opacity ?? bar.opacity) > 0 }
        return (shows(bars.vertical), shows(bars.horizontal))
    }
}
