import Foundation
import Testing
@testable import OpenUIKit

/// List content configurations and the view that shows them.
@MainActor
@Suite struct UIListContentConfigurationTests {
    private func symbol() -> UIImage { UIImage(systemName: "star")! }

    @Test("A style starts with no content")
    func stylesStartEmpty() {
        for config in [UIListContentConfiguration.cell(), .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(),
                       .groupedHeader(), .groupedFooter(), .sidebarCell(), .sidebarHeader()] {
            #expect(config.text == nil && config.secondaryText == nil && config.image == nil)
            #expect(config.attributedText == nil && config.secondaryAttributedText == nil)
        }
    }

    @Test("Only the value cell puts text and secondary text side by side")
    func valueCellSideBySide() {
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!UIListContentConfiguration.cell().prefersSideBySideTextAndSecondaryText)
        #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
    }

    @Test("The content view keeps the superview's horizontal margins by default")
    func preservesHorizontalMargins() {
        #expect(UIListContentConfiguration.cell().axesPreservingSuperviewLayoutMargins == .horizontal)
    }

    @Test("makeContentView() makes a list content view showing the configuration")
    func makesListContentView() throws {
        var config = UIListContentConfiguration.cell()
        config.text = "Wi-Fi"
        let view = config.makeContentView()
        let list = try #require(view as? UIListContentView)
        #expect(list.configuration as? UIListContentConfiguration == config)
        #expect(list.textLabelForTesting.text == "Wi-Fi")
        #expect(list.supports(UIListContentConfiguration.valueCell()))
    }

    @Test("A non-list configuration is refused and the view keeps its own")
    func refusesOtherConfigurations() {
        struct Other: UIContentConfiguration {
            func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: UIConfigurationState) -> Other { self }
        }
        var config = UIListContentConfiguration.cell()
        config.text = "Kept"
        let view = UIListContentView(configuration: config)
        #expect(!view.supports(Other()))
        view.configuration = Other()
        #expect(view.configuration as? UIListContentConfiguration == config)
    }

    @Test("Text properties style the text: font, colour, lines and case transform")
    func textProperties() {
        var config = UIListContentConfiguration.cell()
        config.text = "General"
        config.textProperties.font = .systemFont(ofSize: 20)
        config.textProperties.color = .systemRed
        config.textProperties.numberOfLines = 2
        config.textProperties.transform = .uppercase
        config.textProperties.alignment = .center
        let label = UIListContentView(configuration: config).textLabelForTesting
        #expect(label.text == "GENERAL")
        #expect(label.font.pointSize == 20)
        #expect(label.textColor === UIColor.systemRed)
        #expect(label.numberOfLines == 2)
        #expect(label.textAlignment == .center)
    }

    @Test("The colour transformer decides the resolved colour")
    func resolvedColor() {
        var properties = UIListContentConfiguration.cell().textProperties
        properties.color = .systemBlue
        #expect(properties.resolvedColor() === UIColor.systemBlue)
        properties.colorTransformer = UIConfigurationColorTransformer { _ in .systemGreen }
        #expect(properties.resolvedColor() === UIColor.systemGreen)
    }

    @Test("Image, text and secondary text are laid out by the margins and paddings")
    func stackedLayout() {
        var config = UIListContentConfiguration.subtitleCell()
        config.image = symbol()
        config.text = "Title"
        config.secondaryText = "Subtitle"
        config.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        config.axesPreservingSuperviewLayoutMargins = []
        config.imageToTextPadding = 12
        config.textToSecondaryTextVerticalPadding = 4
        let view = UIListContentView(configuration: config)
        let height = view.sizeThatFits(CGSize(width: 320, height: 1000)).height
        view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        view.layoutIfNeeded()
        let image = view.imageViewForTesting.frame
        let text = view.textLabelForTesting.frame
        let secondary = view.secondaryTextLabelForTesting.frame
        #expect(image.minX == 20)
        #expect(text.minX == (image.maxX + 12).rounded(.up))
        #expect(secondary.minX == text.minX)
        #expect(secondary.minY == text.maxY + 4)
        #expect(text.maxX == 300)
        // The height is the margins around the taller of the image and the text block.
        #expect(height == 10 + max(image.height, text.height + 4 + secondary.height) + 10)
        #expect(text.minY == 10 || image.minY == 10)
    }

    @Test("A value cell puts the secondary text at the trailing margin on the text's line")
    func valueCellLayout() {
        var config = UIListContentConfiguration.valueCell()
        config.text = "Wi-Fi"
        config.secondaryText = "Home"
        config.axesPreservingSuperviewLayoutMargins = []
        let view = UIListContentView(configuration: config)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let text = view.textLabelForTesting.frame
        let secondary = view.secondaryTextLabelForTesting.frame
        #expect(text.minX == config.directionalLayoutMargins.leading)
        #expect(secondary.maxX == 320 - config.directionalLayoutMargins.trailing)
        #expect(abs(text.midY - secondary.midY) <= 1)
    }

    @Test("Preserved horizontal margins are at least the host's")
    func preservedMargins() {
        var config = UIListContentConfiguration.cell()
        config.text = "Text"
        config.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 4, bottom: 11, trailing: 4)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        host.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24)
        let view = UIListContentView(configuration: config)
        host.addSubview(view)
        view.frame = host.bounds
        view.layoutIfNeeded()
        #expect(view.textLabelForTesting.frame.minX == 24)
        config.axesPreservingSuperviewLayoutMargins = []
        view.configuration = config
        view.layoutIfNeeded()
        #expect(view.textLabelForTesting.frame.minX == 4)
    }

    @Test("maximumSize scales the image down, keeping its aspect ratio; reservedLayoutSize centres it")
    func imageSizing() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in }
        var config = UIListContentConfiguration.cell()
        config.image = image
        config.text = "T"
        config.axesPreservingSuperviewLayoutMargins = []
        config.imageProperties.maximumSize = CGSize(width: 20, height: 0)
        config.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        let view = UIListContentView(configuration: config)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let frame = view.imageViewForTesting.frame
        #expect(frame.size == CGSize(width: 20, height: 10))
        let leading = config.directionalLayoutMargins.leading
        #expect(frame.minX == leading + 5)
        #expect(view.textLabelForTesting.frame.minX == (leading + 30 + config.imageToTextPadding).rounded(.up))
    }

    @Test("updated(for:) keeps colours you set")
    func updateKeepsCustomColours() {
        var config = UIListContentConfiguration.sidebarCell()
        config.textProperties.color = .systemPurple
        var state = UICellConfigurationState(traitCollection: .standard)
        state.isSelected = true
        state.isDisabled = true
        #expect(config.updated(for: state).textProperties.color === UIColor.systemPurple)
    }

    @Test("A disabled row's text is drawn differently from an enabled row's")
    func disabledLooksDifferent() {
        let config = UIListContentConfiguration.cell()
        var state = UICellConfigurationState(traitCollection: .standard)
        let enabled = config.updated(for: state).textProperties.color
        state.isDisabled = true
        let disabled = config.updated(for: state).textProperties.color
        #expect(enabled !== disabled)
    }
}
