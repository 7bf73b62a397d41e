import Foundation
import Testing
@testable import OpenUIKit

/// Dynamic Type as UIKit documents it: twelve content size categories
/// (seven standard, five accessibility) ordered by size, the text styles'
/// point sizes per category from Apple's Human Interface Guidelines
/// ("Typography", Dynamic Type sizes for iOS), `UIFontMetrics` scaling, and
/// views with `adjustsFontForContentSizeCategory` following a change of
/// the user's preferred size.
@MainActor
@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test("Categories: UIKit's raw values, size order, accessibility sizes")
    func categories() {
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(UIContentSizeCategory.extraSmall < .small && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityMedium > .large)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        let accessibility: [UIContentSizeCategory] = [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                                      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        #expect(accessibility.map { $0.isAccessibilityCategory } == [true, true, true, true, true])
        let standard: [UIContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
                                                 .extraExtraExtraLarge, .unspecified]
        #expect(standard.map { $0.isAccessibilityCategory } == Array(repeating: false, count: 8))
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
    }

    @Test("preferredFont(forTextStyle:compatibleWith:) has the HIG's size for each category")
    func preferredFontSizes() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        // HIG, "Dynamic Type sizes", iOS.
        #expect(size(.body, .extraSmall) == 14 && size(.body, .small) == 15 && size(.body, .medium) == 16)
        #expect(size(.body, .large) == 17 && size(.body, .extraLarge) == 19 && size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityMedium) == 28 && size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.largeTitle, .extraSmall) == 31 && size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.title1, .accessibilityLarge) == 43 && size(.title2, .accessibilityExtraLarge) == 44)
        #expect(size(.title3, .extraExtraLarge) == 24 && size(.callout, .accessibilityExtraExtraLarge) == 44)
        #expect(size(.subheadline, .accessibilityMedium) == 25 && size(.footnote, .medium) == 12)
        #expect(size(.caption1, .accessibilityExtraExtraExtraLarge) == 43 && size(.caption2, .extraSmall) == 11)
        #expect(size(.caption2, .accessibilityExtraExtraExtraLarge) == 40)
        // Headline keeps its semibold weight (DejaVu Sans Bold) at every size.
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        #expect(headline.pointSize == 33 && headline.fontName == UIFont.systemFont(ofSize: 33, weight: .semibold).fontName)
        // Without traits (or with a collection that does not specify the
        // trait) the app's category, large by default, is used.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)).pointSize == 28)
    }

    @Test("UIFontMetrics scales by the style's size ratio, honours maximumPointSize and scales values")
    func fontMetrics() {
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        let custom = UIFont.systemFont(ofSize: 20)
        // Body is 17 pt at large and 28 pt at AX1: a factor of 28/17.
        let scaled = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: ax1)
        #expect(abs(scaled.pointSize - 20 * 28 / 17) < 1e-9)
        #expect(scaled.fontName == custom.fontName)
        let capped = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax1)
        #expect(capped.pointSize == 30)
        // Caption 2 is 11 pt at large and 20 pt at AX1.
        #expect(abs(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 44, compatibleWith: ax1) - 80) < 1e-9)
        // At the default category nothing changes.
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 12) == 12)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom).pointSize == 20)
        // The collection made current decides where none is given.
        var underCurrent: CGFloat = 0
        UITraitCollection(preferredContentSizeCategory: .extraSmall).performAsCurrent {
            underCurrent = UIFontMetrics.default.scaledValue(for: 17)
        }
        #expect(underCurrent == 14)
    }

    @Test("Traits: the category is part of a collection, combined and compared like the others")
    func traits() {
        let ax2 = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(ax2.preferredContentSizeCategory == .accessibilityLarge)
        #expect(UITraitCollection(userInterfaceStyle: .dark).preferredContentSizeCategory == .unspecified)
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), ax2])
        #expect(combined.preferredContentSizeCategory == .accessibilityLarge && combined.userInterfaceStyle == .dark)
        #expect(combined.containsTraits(in: ax2))
        #expect(!combined.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .small)))
        #expect(ax2 != UITraitCollection(preferredContentSizeCategory: .small))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.traitCollection.preferredContentSizeCategory == .large)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }

    final class Recorder: UIView {
        var previous: [UIContentSizeCategory] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previous.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
        }
    }

    @Test("A change of the preferred size: fonts that adjust are remade, traitCollectionDidChange, relayout, notification")
    func categoryChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let recorder = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(recorder)
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.text = "Dynamic"
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.text = "Fixed"
        let custom = UILabel()
        custom.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 14), maximumPointSize: 18)
        custom.adjustsFontForContentSizeCategory = true
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .caption1)
        field.adjustsFontForContentSizeCategory = true
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        for view in [adjusting, fixed, custom, field, textView] as [UIView] { recorder.addSubview(view) }
        let widthBefore = adjusting.intrinsicContentSize.width
        final class Posted: @unchecked Sendable { var values: [UIContentSizeCategory] = [] }
        let posted = Posted()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil,
                                                           queue: nil) { note in
            if let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { posted.values.append(value) }
        }
        defer {
            NotificationCenter.default.removeObserver(token)
            UIApplication.shared.simulateContentSizeCategoryChange(to: .large)
        }

        UIApplication.shared.simulateContentSizeCategoryChange(to: .accessibilityMedium)
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityMedium)
        #expect(recorder.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(recorder.previous == [.large], "told once, with the previous (large) collection")
        #expect(adjusting.font.pointSize == 28, "body at AX1")
        #expect(adjusting.intrinsicContentSize.width > widthBefore, "the label relays out with the larger font")
        #expect(fixed.font.pointSize == 17, "a label that does not adjust keeps its font")
        #expect(custom.font.pointSize == 18, "title 1 goes from 28 to 38 pt: 14 × 38 / 28 = 19, capped at 18")
        #expect(field.font?.pointSize == 22 && textView.font?.pointSize == 23, "caption 1 and footnote at AX1")
        #expect(posted.values == [.accessibilityMedium])
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 28, "new fonts follow the app's category")
        withExtendedLifetime(window) {}
    }
}
