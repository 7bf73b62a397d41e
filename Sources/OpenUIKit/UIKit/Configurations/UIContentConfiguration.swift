import Foundation

/// The requirements for a value that configures a content view
/// (`UIContentConfiguration`): it makes its view and gives the version of
/// itself for a state. Cells apply one through `contentConfiguration`.
/// Making the view is main-actor work; the configuration itself is a value
/// any code may build.
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView

    /// This configuration with the defaults for `state` applied to the
    /// properties not customised.
    func updated(for state: UIConfigurationState) -> Self
}

/// The requirements for a view a content configuration drives
/// (`UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it applies the new configuration.
    var configuration: UIContentConfiguration { get set }

    /// Whether the view can show `configuration` (so a cell hands it over
    /// instead of making a new view). The default is true when the
    /// configuration is of the same type as the current one.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
