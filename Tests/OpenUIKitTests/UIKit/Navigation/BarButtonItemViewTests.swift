import Foundation
import Testing
@testable import OpenUIKit

/// What a navigation bar shows for a bar button item (Apple:
/// `UIBarButtonItem.customView`, `image`, `tintColor`): the custom view
/// itself, an image drawn as a template in the item's colour, or the title.
@MainActor
@Suite("Bar button item views")
struct BarButtonItemViewTests {
    func bar(with items: [UIBarButtonItem]) -> (UINavigationController, UIWindow) {
        let content = UIViewController()
        content.navigationItem.rightBarButtonItems = items
        let navigation = UINavigationController(rootViewController: content)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        navigation.navigationBar.layoutIfNeeded()
        return (navigation, window)
    }

    @Test("A custom view is shown in the bar, centred in its 44-point row, at the trailing edge")
    func customView() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        let (navigation, window) = bar(with: [UIBarButtonItem(customView: button)])
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(button.superview === bar)
        #expect(button.frame.maxX == bar.bounds.width - 16)
        #expect(abs(button.frame.midY - (bar.statusBarHeight + UINavigationBar.barHeight / 2)) < 0.001)
    }

    @Test("An image item shows its image as a template in the item's tint colour, or the bar's")
    func imageItem() throws {
        let image = try #require(UIImage(systemName: "plus"))
        let item = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        item.tintColor = .systemRed
        let plain = UIBarButtonItem(image: image.withRenderingMode(.alwaysOriginal), style: .plain, target: nil, action: nil)
        let (navigation, window) = bar(with: [item, plain])
        defer { withExtendedLifetime(window) {} }
        let imageViews = navigation.navigationBar.subviews.compactMap { $0 as? UIImageView }
        #expect(imageViews.count == 2)
        #expect(imageViews.contains { $0.image?.renderingMode == .alwaysTemplate && $0.tintColor == .systemRed })
        #expect(imageViews.contains { $0.image?.renderingMode == .alwaysOriginal })
    }
}
