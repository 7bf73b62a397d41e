import Foundation

/// Content and background configurations of a table view cell (iOS 14).
///
/// An update (requested by `setNeedsUpdateConfiguration()`, which a
/// selection or highlight change calls) runs at the cell's next layout or
/// measurement, in UIKit's order: the automatic updates of the content and
/// background configurations for `configurationState`, then
/// `updateConfiguration(using:)`, then `configurationUpdateHandler`.
extension UITableViewCell {
    /// A list content configuration in the cell's default style (the
    /// table's: `cell()`, whose margins the cell's layout margins widen),
    /// with no content, for `contentConfiguration`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The state the cell is in: traits, selection, highlight.
    var currentConfigurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    func setContentConfiguration(_ configuration: UIContentConfiguration?) {
        let shown = automaticallyUpdatesContentConfiguration ? configuration?.updated(for: configurationState) : configuration
        contentConfigurationStorage = shown
        configurationHosting.applyContent(shown, in: contentView) { [weak self] in
            guard let m = self?.layoutMargins else { return .zero }
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        setNeedsLayout()
    }

    func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        let shown = automaticallyUpdatesBackgroundConfiguration ? configuration?.updated(for: configurationState) : configuration
        backgroundConfigurationStorage = shown
        if shown != nil {
            backgroundView = nil
            selectedBackgroundView = nil
            backgroundColor = nil
            effectiveSelectedBackground.removeFromSuperview()
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
