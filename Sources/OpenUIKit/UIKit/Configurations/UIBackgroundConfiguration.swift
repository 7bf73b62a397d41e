import Foundation

/// A description of a background (`UIBackgroundConfiguration`): a fill
/// colour, a stroke, corner radius, insets, an optional image, visual
/// effect and custom view. Cells, headers, footers and buttons draw one
/// (`backgroundConfiguration`, `UIButton.Configuration.background`).
///
/// Start from a system style (`clear()`, `listPlainCell()`, …), customise,
/// and assign. `updated(for:)` gives the style's look for a state (a list
/// cell turns grey while highlighted or selected) to every property you
/// have not set; a property you set keeps your value in every state.
///
/// A nil `backgroundColor` or `strokeColor` uses the view's tint colour, as
/// in UIKit. The style defaults Segue uses (UIKit documents none of the
/// values) are listed in docs/FIDELITY.md.
public struct UIBackgroundConfiguration: Hashable {
    /// The system style this configuration came from.
    enum Style: Hashable {
        case clear, listPlainCell, listPlainHeaderFooter, listGroupedCell, listGroupedHeaderFooter
        case listSidebarHeader, listSidebarCell, listAccompaniedSidebarCell
        case listCell, listHeader, listFooter
        case button
    }
    let style: Style
    /// The state the last `updated(for:)` applied (nil: none yet).
    var appliedState: ResolvedState?

    /// What of a state the style looks at.
    struct ResolvedState: Hashable {
        var isHighlighted = false, isSelected = false, isDisabled = false, isFocused = false
        var traitCollection: UITraitCollection?
        init(_ state: UIConfigurationState) {
            traitCollection = state.traitCollection
            if let cell = state as? UICellConfigurationState {
                isHighlighted = cell.isHighlighted; isSelected = cell.isSelected
                isDisabled = cell.isDisabled; isFocused = cell.isFocused
            } else if let view = state as? UIViewConfigurationState {
                isHighlighted = view.isHighlighted; isSelected = view.isSelected
                isDisabled = view.isDisabled; isFocused = view.isFocused
            }
        }
    }

    init(style: Style) { self.style = style }

    // MARK: Creating

    /// A configuration with no default styling: clear, square, no insets.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// A cell in a plain list: `systemBackground`, grey while highlighted or selected.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainCell) }
    /// A header or footer in a plain list: `systemBackground`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainHeaderFooter) }
    /// A cell in a grouped list: `secondarySystemGroupedBackground`, grey while highlighted or selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listGroupedCell) }
    /// A header or footer in a grouped list: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listGroupedHeaderFooter) }
    /// A header in a sidebar list: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listSidebarHeader) }
    /// A cell in a sidebar list: clear, rounded; the tint colour while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listSidebarCell) }
    /// A cell in a sidebar accompanied by a supplementary list: as `listSidebarCell()`, grey while selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listAccompaniedSidebarCell) }
    /// A cell of a list, whatever its style (iOS 18): a plain list's cell.
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listCell) }
    /// A header of a list, whatever its style (iOS 18): a plain list's header.
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listHeader) }
    /// A footer of a list, whatever its style (iOS 18): a plain list's footer.
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listFooter) }

    // MARK: Customising

    /// A view drawn above the colour and image, inset like them (default nil).
    public var customView: UIView?

    private var customCornerRadius: CGFloat?
    /// The corner radius of the fill, stroke, image and custom view.
    public var cornerRadius: CGFloat {
        get { customCornerRadius ?? defaultCornerRadius }
        set { customCornerRadius = newValue }
    }

    private var customBackgroundInsets: NSDirectionalEdgeInsets?
    /// Insets of the background from the view's bounds (default zero;
    /// sidebar cells are inset from the sides).
    public var backgroundInsets: NSDirectionalEdgeInsets {
        get { customBackgroundInsets ?? defaultBackgroundInsets }
        set { customBackgroundInsets = newValue }
    }

    /// The edges on which the view's layout margins are added to
    /// `backgroundInsets` (default none).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []

    var customBackgroundColor: UIColor??
    /// The fill colour; nil uses the view's tint colour.
    public var backgroundColor: UIColor? {
        get { customBackgroundColor ?? defaultBackgroundColor }
        set { customBackgroundColor = .some(newValue) }
    }

    /// A transformation applied to the fill colour (default nil).
    public var backgroundColorTransformer: UIConfigurationColorTransformer?

    /// The fill colour for a view tinted `tintColor`: `backgroundColor` (or
    /// the tint colour when nil) through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?.callAsFunction(color) ?? color
    }

    /// A visual effect (a blur) behind the image and custom view (default nil).
    public var visualEffect: UIVisualEffect?

    /// An image drawn above the fill, laid out by `imageContentMode` (default nil).
    public var image: UIImage?
    /// How `image` fits the background (default `.scaleToFill`).
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    private var customStrokeColor: UIColor??
    /// The colour of the outline; nil uses the view's tint colour. No
    /// outline is drawn while `strokeWidth` is 0.
    public var strokeColor: UIColor? {
        get { customStrokeColor ?? defaultStrokeColor }
        set { customStrokeColor = .some(newValue) }
    }
    /// A transformation applied to the stroke colour (default nil).
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline's width (default 0: none).
    public var strokeWidth: CGFloat = 0
    /// How far the outline lies outside the background's edge (default 0).
    public var strokeOutset: CGFloat = 0

    /// The outline colour for a view tinted `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?.callAsFunction(color) ?? color
    }

    // MARK: Updating

    /// This configuration with the style's look for `state` given to the
    /// properties you have not set.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        copy.appliedState = ResolvedState(state)
        return copy
    }

    // MARK: Style defaults

    private var highlightedOrSelected: Bool {
        guard let state = appliedState else { return false }
        return state.isHighlighted || state.isSelected
    }

    private var defaultBackgroundColor: UIColor? {
        switch style {
        case .clear, .listGroupedHeaderFooter, .listSidebarHeader:
            return .clear
        case .listPlainCell, .listCell:
            return highlightedOrSelected ? .systemGray4 : .systemBackground
        case .listPlainHeaderFooter, .listHeader, .listFooter:
            return .systemBackground
        case .listGroupedCell:
            return highlightedOrSelected ? .systemGray4 : .secondarySystemGroupedBackground
        case .listSidebarCell:
            // Selected: the tint colour (nil); highlighted: a grey wash.
            if appliedState?.isSelected == true { return nil }
            return appliedState?.isHighlighted == true ? .systemGray5 : .clear
        case .listAccompaniedSidebarCell:
            return highlightedOrSelected ? .systemGray5 : .clear
        case .button:
            return .clear
        }
    }

    private var defaultStrokeColor: UIColor? { style == .clear || style == .button ? nil : .clear }

    private var defaultCornerRadius: CGFloat {
        switch style {
        case .listSidebarCell, .listAccompaniedSidebarCell: return 10
        default: return 0
        }
    }

    private var defaultBackgroundInsets: NSDirectionalEdgeInsets {
        switch style {
        case .listSidebarCell, .listAccompaniedSidebarCell:
            return NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        default: return .zero
        }
    }
}
