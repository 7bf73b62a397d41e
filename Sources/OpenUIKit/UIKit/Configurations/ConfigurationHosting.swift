import Foundation

/// What cells, headers and footers share to show content and background
/// configurations (UIKit keeps the same machinery privately in each class).
///
/// - **Content.** Applying a content configuration hands it to the current
///   configuration view when that view `supports(_:)` it; otherwise it
///   makes a new view with `makeContentView()`, which replaces the old one
///   inside the host's `contentView`, filling it.
/// - **Background.** Applying a background configuration shows it in a
///   `BackgroundConfigurationView` at the back of the host, filling it;
///   nil removes it.
@preconcurrency @MainActor
final class ConfigurationHosting {
    private(set) var contentView: (UIView & UIContentView)?
    private(set) var backgroundView: BackgroundConfigurationView?
    /// An update was requested and has not run yet.
    var needsUpdate = false

    /// Shows `configuration` in `container` (nil removes the view shown).
    func applyContent(_ configuration: UIContentConfiguration?, in container: UIView,
                      margins: @escaping @MainActor () -> NSDirectionalEdgeInsets) {
        guard let configuration else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if let view = contentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            contentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.insertSubview(view, at: 0)
            contentView = view
        }
        (contentView as? UIListContentView)?.hostLayoutMargins = margins
        contentView?.setNeedsLayout()
    }

    /// Shows `configuration` at the back of `host` (nil removes it).
    func applyBackground(_ configuration: UIBackgroundConfiguration?, in host: UIView) {
        guard let configuration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        if let view = backgroundView {
            view.configuration = configuration
        } else {
            let view = BackgroundConfigurationView(configuration: configuration)
            view.host = host
            view.frame = host.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            host.insertSubview(view, at: 0)
            backgroundView = view
        }
    }

    /// The height the content view needs at `width` (nil without one).
    func contentHeight(forWidth width: CGFloat) -> CGFloat? {
        guard let view = contentView else { return nil }
        let height: CGFloat
        if view is UIListContentView {
            height = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        } else {
            // A custom content view sizes with its constraints, as a self-sizing cell's content does.
            height = view.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        }
        return height.isFinite ? height : nil
    }
}
