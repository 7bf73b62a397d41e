import Foundation
import Testing
@testable import OpenUIKit

/// Configuration-based buttons (`UIButton.Configuration`): styles, layout
/// from the configuration, drawing by state, and the update cycle.
@MainActor
@Suite struct UIButtonConfigurationTests {
    private func components(_ color: UIColor?) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color?.resolvedColor(with: .standard).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    private func fill(of button: UIButton) -> UIView? {
        button.configurationBackground?.subviews.first
    }

    /// A button that records its update calls.
    final class RecordingButton: UIButton {
        var events: [String] = []
        override func updateConfiguration() {
            events.append("updateConfiguration")
        }
    }

    @Test("The bordered names are the other styles' aliases")
    func aliases() {
        #expect(UIButton.Configuration.borderless() == .plain())
        #expect(UIButton.Configuration.bordered() == .gray())
        #expect(UIButton.Configuration.borderedTinted() == .tinted())
        #expect(UIButton.Configuration.borderedProminent() == .filled())
        #expect(UIButton.Configuration.plain() != .filled())
    }

    @Test("A new configuration has no content, the image leading, dynamic corners and the medium size")
    func defaults() {
        let config = UIButton.Configuration.filled()
        #expect(config.title == nil && config.subtitle == nil && config.image == nil && config.attributedTitle == nil)
        #expect(config.imagePlacement == .leading)
        #expect(config.cornerStyle == .dynamic)
        #expect(config.buttonSize == .medium)
        #expect(config.titleAlignment == .automatic)
        #expect(!config.showsActivityIndicator)
        #expect(config.automaticallyUpdateForSelection)
        #expect(config.baseForegroundColor == nil && config.baseBackgroundColor == nil)
    }

    @Test("setDefaultContentInsets() restores the size's insets after a custom value")
    func defaultInsets() {
        var config = UIButton.Configuration.plain()
        let standard = config.contentInsets
        config.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(config.contentInsets != standard)
        config.setDefaultContentInsets()
        #expect(config.contentInsets == standard)
        config.buttonSize = .large
        #expect(config.contentInsets != standard)
    }

    @Test("init(configuration:primaryAction:) keeps the configuration and runs the action on a tap")
    func initialiser() {
        var ran = false
        var config = UIButton.Configuration.filled()
        config.title = "Buy"
        let button = UIButton(configuration: config, primaryAction: UIAction { _ in ran = true })
        #expect(button.configuration == config)
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran)
        #expect(button.subtitleLabel != nil)
        #expect(UIButton(type: .system).subtitleLabel == nil)
    }

    @Test("The size is the title plus the content insets")
    func sizeFromInsets() {
        var config = UIButton.Configuration.plain()
        config.title = "Continue"
        config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 12, trailing: 24)
        let button = UIButton(configuration: config)
        let title = button.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        let size = button.intrinsicContentSize
        #expect(size.width == ceil(ceil(title.width) + 44))
        #expect(size.height == ceil(ceil(title.height) + 22))
        #expect(button.sizeThatFits(CGSize(width: 1000, height: 1000)) == size)
    }

    @Test("imagePadding separates the image from the title on the placement's side")
    func imagePlacement() {
        var config = UIButton.Configuration.gray()
        config.title = "Share"
        config.image = UIImage(systemName: "square.and.arrow.up")
        config.imagePadding = 8
        for placement in [NSDirectionalRectEdge.leading, .trailing, .top, .bottom] {
            config.imagePlacement = placement
            let button = UIButton(configuration: config)
            button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
            button.layoutIfNeeded()
            let image = button.imageView!.frame, title = button.titleLabel!.frame
            switch placement {
            case .leading: #expect(abs(title.minX - image.maxX - 8) <= 1)
            case .trailing: #expect(abs(image.minX - title.maxX - 8) <= 1)
            case .top: #expect(abs(title.minY - image.maxY - 8) <= 1)
            default: #expect(abs(image.minY - title.maxY - 8) <= 1)
            }
            // The content is inside the insets.
            let insets = config.contentInsets
            #expect(min(image.minX, title.minX) >= insets.leading - 1)
            #expect(min(image.minY, title.minY) >= insets.top - 1)
        }
    }

    @Test("titlePadding separates the subtitle below the title")
    func subtitle() {
        var config = UIButton.Configuration.tinted()
        config.title = "Title"
        config.subtitle = "Subtitle"
        config.titlePadding = 5
        let button = UIButton(configuration: config)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame, subtitle = button.subtitleLabel!.frame
        #expect(subtitle.minY == title.maxY + 5)
        #expect(button.subtitleLabel?.text == "Subtitle")
        #expect(button.intrinsicContentSize.height == config.contentInsets.top + title.height + 5 + subtitle.height
                    + config.contentInsets.bottom)
    }

    @Test("A filled button fills its background with the tint colour behind white content")
    func filledColours() {
        var config = UIButton.Configuration.filled()
        config.title = "Go"
        let button = UIButton(configuration: config)
        button.tintColor = .systemGreen
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(components(fill(of: button)?.backgroundColor) == components(.systemGreen))
        #expect(components(button.titleLabel?.textColor) == components(.white))
    }

    @Test("A plain button has no fill and tinted content; base colours replace the style's")
    func plainAndBaseColours() {
        var config = UIButton.Configuration.plain()
        config.title = "Edit"
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(components(fill(of: button)?.backgroundColor)[3] == 0)
        #expect(components(button.titleLabel?.textColor) == components(.systemBlue))
        config.baseForegroundColor = .systemRed
        button.configuration = config
        button.layoutIfNeeded()
        #expect(components(button.titleLabel?.textColor) == components(.systemRed))
    }

    @Test("A disabled button draws its content differently from an enabled one")
    func disabledState() {
        var config = UIButton.Configuration.filled()
        config.title = "Pay"
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        let enabledTitle = components(button.titleLabel?.textColor)
        let enabledFill = components(fill(of: button)?.backgroundColor)
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(components(button.titleLabel?.textColor) != enabledTitle)
        #expect(components(fill(of: button)?.backgroundColor) != enabledFill)
    }

    @Test("A highlighted filled button changes its fill; a selected gray one takes the tint")
    func highlightAndSelection() {
        var config = UIButton.Configuration.filled()
        config.title = "Hold"
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        let normal = components(fill(of: button)?.backgroundColor)
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(components(fill(of: button)?.backgroundColor) != normal)
        config = .gray()
        config.title = "Toggle"
        let toggle = UIButton(configuration: config)
        toggle.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        toggle.isSelected = true
        toggle.layoutIfNeeded()
        #expect(components(fill(of: toggle)?.backgroundColor) == components(.systemBlue))
    }

    @Test("Corner styles: capsule is half the height, fixed is the background's radius")
    func cornerStyles() {
        var config = UIButton.Configuration.filled()
        config.title = "Round"
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 50)
        button.layoutIfNeeded()
        #expect(fill(of: button)?.layer.cornerRadius == 25)
        config.cornerStyle = .fixed
        config.background.cornerRadius = 3
        button.configuration = config
        button.layoutIfNeeded()
        #expect(fill(of: button)?.layer.cornerRadius == 3)
    }

    @Test("updateConfiguration() runs before the handler, once per batch of requests, at layout")
    func updateOrder() {
        let button = RecordingButton(configuration: .plain())
        button.layoutIfNeeded()
        button.events.removeAll()
        button.configurationUpdateHandler = { button in (button as? RecordingButton)?.events.append("handler") }
        button.setNeedsUpdateConfiguration()
        button.isHighlighted = true
        #expect(button.events.isEmpty)
        button.layoutIfNeeded()
        #expect(button.events == ["updateConfiguration", "handler"])
    }

    @Test("A handler that sets the configuration for the state is drawn, without another update")
    func handlerSetsConfiguration() {
        var config = UIButton.Configuration.filled()
        config.title = "Follow"
        let button = UIButton(configuration: config)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        button.layoutIfNeeded()
        button.isSelected = true
        button.layoutIfNeeded()
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Following")
        #expect(calls == 2)
    }

    @Test("The activity indicator takes the image's place")
    func activityIndicator() {
        var config = UIButton.Configuration.filled()
        config.title = "Loading"
        config.image = UIImage(systemName: "star")
        config.showsActivityIndicator = true
        let button = UIButton(configuration: config)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let spinner = button.configurationActivityIndicator
        #expect(spinner?.isAnimating == true)
        #expect(button.imageView?.isHidden == true)
        #expect(spinner.map { $0.frame.maxX <= button.titleLabel!.frame.minX } == true)
    }

    @Test("updated(for:) keeps the values you set")
    func updatedKeepsValues() {
        var config = UIButton.Configuration.tinted()
        config.title = "Kept"
        config.baseForegroundColor = .systemPink
        config.imagePadding = 7
        let button = UIButton(configuration: config)
        button.isEnabled = false
        let updated = config.updated(for: button)
        #expect(updated.title == "Kept" && updated.baseForegroundColor === UIColor.systemPink && updated.imagePadding == 7)
    }
}
