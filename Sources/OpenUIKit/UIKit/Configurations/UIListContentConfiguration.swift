import Foundation

/// The content of a list row, header or footer (`UIListContentConfiguration`):
/// an image, a text and a secondary text, their styling and the margins and
/// paddings between them. Assign one to a cell's, header's or footer's
/// `contentConfiguration`, or show it in a `UIListContentView`.
///
/// Get one from `defaultContentConfiguration()` or a style (`cell()`,
/// `subtitleCell()`, `valueCell()`, `plainHeader()`, …); fill it; assign it.
/// `updated(for:)` applies the style's look for a state (a sidebar cell's
/// text turns white while selected; disabled text is dimmed) to the
/// properties you have not set.
///
/// The styles' fonts, colours, margins and paddings follow iOS 15 on an
/// iPhone at the default text size; UIKit documents none of the values
/// (docs/FIDELITY.md).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The style the configuration came from.
    enum Style: Hashable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader
        case header, footer, prominentHeader, extraProminentHeader

        var isSidebarCell: Bool {
            [.sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell].contains(self)
        }
        var isHeaderOrFooter: Bool {
            [.plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader,
             .extraProminentInsetGroupedHeader, .sidebarHeader, .header, .footer, .prominentHeader,
             .extraProminentHeader].contains(self)
        }
    }
    let style: Style

    // MARK: Content

    /// The image at the leading edge (default nil).
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text (default nil). Setting it clears `attributedText`.
    public var text: String? {
        didSet { if text != nil { attributedText = nil } }
    }
    /// The primary text with attributes (default nil); it wins over `text`.
    public var attributedText: NSAttributedString?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// The secondary text (default nil). Setting it clears `secondaryAttributedText`.
    public var secondaryText: String? {
        didSet { if secondaryText != nil { secondaryAttributedText = nil } }
    }
    /// The secondary text with attributes (default nil).
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties

    // MARK: Layout

    /// The axes on which the content view keeps at least its superview's
    /// layout margins (default horizontal, so text lines up with the cell's
    /// margins).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the text and secondary text sit side by side when both fit
    /// (true for `valueCell()`).
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Space between the image and the text.
    public var imageToTextPadding: CGFloat = 16
    /// Space between side-by-side text and secondary text.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16
    /// Space between stacked text and secondary text.
    public var textToSecondaryTextVerticalPadding: CGFloat

    init(style: Style) {
        self.style = style
        let body = UIFont.preferredFont(forTextStyle: .body)
        var text = TextProperties(font: body, color: .label)
        var secondary = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
        var margins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        var sideBySide = false
        let verticalPadding: CGFloat = 3
        switch style {
        case .cell, .sidebarCell, .accompaniedSidebarCell:
            break
        case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            secondary.defaultFont = .preferredFont(forTextStyle: .subheadline)
        case .valueCell:
            secondary.defaultFont = body
            sideBySide = true
        case .plainHeader, .header:
            text.defaultFont = .preferredFont(forTextStyle: .headline)
            margins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        case .plainFooter, .footer:
            text.defaultFont = .preferredFont(forTextStyle: .subheadline)
            text.defaultColor = .secondaryLabel
            margins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        case .groupedHeader:
            text.defaultFont = .preferredFont(forTextStyle: .footnote)
            text.defaultColor = .secondaryLabel
            text.defaultTransform = .uppercase
            margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        case .groupedFooter:
            text.defaultFont = .preferredFont(forTextStyle: .footnote)
            text.defaultColor = .secondaryLabel
            margins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        case .prominentInsetGroupedHeader, .prominentHeader:
            text.defaultFont = .systemFont(ofSize: 20, weight: .bold)
            margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        case .extraProminentInsetGroupedHeader, .extraProminentHeader:
            text.defaultFont = .systemFont(ofSize: 22, weight: .bold)
            margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        case .sidebarHeader:
            text.defaultFont = .systemFont(ofSize: 17, weight: .semibold)
            text.defaultColor = .secondaryLabel
            margins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        }
        if style.isSidebarCell {
            margins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        }
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        textToSecondaryTextVerticalPadding = verticalPadding
    }

    // MARK: Styles

    /// A cell in a list: body text, optional image; secondary text below.
    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    /// A cell with a secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    /// A cell with a secondary text at the trailing edge, on the text's line.
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    /// A header in a plain list.
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .plainHeader) }
    /// A footer in a plain list.
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .plainFooter) }
    /// A header in a grouped list: small secondary-colour capitals.
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .groupedHeader) }
    /// A footer in a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .groupedFooter) }
    /// A prominent header in an inset grouped list.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .prominentInsetGroupedHeader) }
    /// An extra-prominent header in an inset grouped list.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .extraProminentInsetGroupedHeader) }
    /// A cell in a sidebar list.
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .sidebarCell) }
    /// A sidebar cell with a secondary text below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .sidebarSubtitleCell) }
    /// A cell in a sidebar accompanied by a supplementary list.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(style: .accompaniedSidebarCell) }
    /// An accompanied sidebar cell with a secondary text below the text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .accompaniedSidebarSubtitleCell) }
    /// A header in a sidebar list.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .sidebarHeader) }
    /// A header of a list, whatever its style (iOS 18): a plain list's.
    public static func header() -> UIListContentConfiguration { .init(style: .header) }
    /// A footer of a list, whatever its style (iOS 18): a plain list's.
    public static func footer() -> UIListContentConfiguration { .init(style: .footer) }
    /// A prominent header of a list (iOS 18).
    public static func prominentHeader() -> UIListContentConfiguration { .init(style: .prominentHeader) }
    /// An extra-prominent header of a list (iOS 18).
    public static func extraProminentHeader() -> UIListContentConfiguration { .init(style: .extraProminentHeader) }

    // MARK: UIContentConfiguration

    /// A `UIListContentView` showing this configuration.
    @MainActor
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration with the style's look for `state` applied to the
    /// colours you have not set: a selected sidebar cell's text and image
    /// are white (on the tint-coloured background of
    /// `UIBackgroundConfiguration.listSidebarCell()`); a disabled row's text
    /// is `tertiaryLabel` and its image `systemGray`.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        var copy = self
        let base = UIListContentConfiguration(style: style)
        var isSelected = false, isDisabled = false
        if let cell = state as? UICellConfigurationState { isSelected = cell.isSelected; isDisabled = cell.isDisabled }
        else if let view = state as? UIViewConfigurationState { isSelected = view.isSelected; isDisabled = view.isDisabled }
        copy.textProperties.defaultColor = base.textProperties.defaultColor
        copy.secondaryTextProperties.defaultColor = base.secondaryTextProperties.defaultColor
        copy.imageProperties.defaultTintColor = nil
        if style.isSidebarCell && isSelected && style != .accompaniedSidebarCell && style != .accompaniedSidebarSubtitleCell {
            copy.textProperties.defaultColor = .white
            copy.secondaryTextProperties.defaultColor = .white
            copy.imageProperties.defaultTintColor = .white
        } else if isDisabled && !style.isHeaderOrFooter {
            copy.textProperties.defaultColor = .tertiaryLabel
            copy.secondaryTextProperties.defaultColor = .tertiaryLabel
            copy.imageProperties.defaultTintColor = .systemGray
        }
        return copy
    }
}
