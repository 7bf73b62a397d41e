import Foundation

/// Content and background configurations of a collection view cell (iOS 14).
///
/// An update (requested by `setNeedsUpdateConfiguration()`, which a
/// selection or highlight change calls) runs at the cell's next layout or
/// measurement: the automatic updates of the content and background
/// configurations for `configurationState`, then
/// `updateConfiguration(using:)`, then `configurationUpdateHandler`.
extension UICollectionViewCell {
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
            self?.directionalLayoutMargins ?? .zero
        }
        setNeedsLayout()
    }

    func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        let shown = automaticallyUpdatesBackgroundConfiguration ? configuration?.updated(for: configurationState) : configuration
        backgroundConfigurationStorage = shown
        if shown != nil {
            backgroundView = nil
            if selectedBackgroundView?.superview === self { selectedBackgroundView?.removeFromSuperview() }
            selectedBackgroundView = nil
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

    /// With a content configuration, the cell's size for `size`'s width is
    /// the content view's height there; otherwise the size given.
    func configurationFittingSize(_ size: CGSize) -> CGSize? {
        updateConfigurationIfNeeded()
        guard let height = configurationHosting.contentHeight(forWidth: size.width) else { return nil }
        return CGSize(width: size.width, height: ceil(height))
    }
}
