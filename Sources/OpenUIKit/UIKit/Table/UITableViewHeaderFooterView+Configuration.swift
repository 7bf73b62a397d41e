import Foundation

/// Content and background configurations of a table header or footer (iOS 14).
///
/// An update (requested by `setNeedsUpdateConfiguration()`) runs at the
/// view's next layout or measurement: the automatic updates for
/// `configurationState`, then `updateConfiguration(using:)`, then
/// `configurationUpdateHandler`.
extension UITableViewHeaderFooterView {
    /// A list content configuration in the view's default style: the
    /// table's header or footer style (`plainHeader()`, `plainFooter()`,
    /// `groupedHeader()`, `groupedFooter()`), with no content.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch tableStyle {
        case .plain: return isFooter ? .plainFooter() : .plainHeader()
        case .grouped, .insetGrouped: return isFooter ? .groupedFooter() : .groupedHeader()
        }
    }

    func setContentConfiguration(_ configuration: UIContentConfiguration?) {
        let shown = automaticallyUpdatesContentConfiguration ? configuration?.updated(for: configurationState) : configuration
        contentConfigurationStorage = shown
        configurationHosting.applyContent(shown, in: contentView) { [weak self] in
            guard let self else { return .zero }
            let margin = tableStyle == .insetGrouped ? 2 * systemHorizontalMargin : systemHorizontalMargin
            return NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        }
        setNeedsLayout()
    }

    func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        let shown = automaticallyUpdatesBackgroundConfiguration ? configuration?.updated(for: configurationState) : configuration
        backgroundConfigurationStorage = shown
        if shown != nil {
            backgroundView = nil
            contentView.backgroundColor = nil
        }
        configurationHosting.applyBackground(shown, in: self)
    }

    /// Runs a requested update now (see the extension's notes).
    func updateConfigurationIfNeeded() {
        guard configurationHosting.needsUpdate else { return }
        configurationHosting.needsUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfigurationStorage {
            setContentConfiguration(content)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfigurationStorage {
            setBackgroundConfiguration(background)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
