import Foundation
import Testing
@testable import OpenUIKit

/// `UIButton`: per-state content, styles, layout and actions.
@MainActor
@Suite("UIButton")
struct UIButtonTests {
    @Test("A closure target fires on sendActions(for: .touchUpInside)")
    func target() {
        let button = UIButton(type: .system)
        var taps = 0
        button.addTarget(nil, action: { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
    }

    @Test("The primary action runs on a tap and supplies the title")
    func primaryAction() {
        var ran = false
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Adopt") { _ in ran = true })
        #expect(button.title(for: .normal) == "Adopt")
        #expect(button.titleLabel?.text == "Adopt")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        window.addSubview(button)
        let touch = UITouch(touchID: 0)
        touch.window = window
        touch.locationInWindow = CGPoint(x: 50, y: 30)
        button.touchesBegan([touch], with: nil)
        button.touchesEnded([touch], with: nil)
        #expect(ran)
    }

    @Test("Titles and colours fall back to the normal state")
    func perState() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        #expect(button.title(for: .selected) == "Normal")
        #expect(button.titleColor(for: .disabled) == .red)
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        #expect(button.titleLabel?.text == "Pressed")
        #expect(button.titleLabel?.textColor == .red)
    }

    @Test("System buttons use the tint colour, dimmed when highlighted")
    func systemColours() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.currentTitleColor == .systemBlue)
        button.tintColor = .systemGreen
        #expect(button.titleLabel?.textColor == .systemGreen)
        button.isHighlighted = true
        #expect(button.titleLabel?.textColor == UIColor.systemGreen.withAlphaComponent(0.2))
        #expect(UIButton(type: .custom).currentTitleColor == .white)
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test("Intrinsic size: title plus insets, implicit padding with zero insets")
    func intrinsicSize() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: title.height + 8))
    }

    @Test("Image and title are centred together")
    func layout() {
        let image = UIImage(cgImage: CGImage(width: 20, height: 20, premultipliedRGBA: Array(repeating: 255, count: 1600))!)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setImage(image, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let imageFrame = button.imageView!.frame, titleFrame = button.titleLabel!.frame
        #expect(imageFrame.size == CGSize(width: 20, height: 20))
        #expect(abs(imageFrame.minX - (200 - titleFrame.maxX)) < 1e-9)
        #expect(imageFrame.maxX == titleFrame.minX)
        #expect(abs(titleFrame.midY - 30) < 1e-9 && abs(imageFrame.midY - 30) < 1e-9)
    }

    @Test("A close button is a 30-point circle")
    func close() {
        let button = UIButton(type: .close)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(button.currentImage?.size == CGSize(width: 30, height: 30))
    }

    @Test("A background image per state (falling back to .normal) fills the bounds behind the content and sets a minimum size")
    func backgroundImage() {
        func solid(_ side: Int) -> UIImage {
            UIImage(cgImage: CGImage(width: side, height: side, premultipliedRGBA: Array(repeating: 255, count: side * side * 4))!)
        }
        let normal = solid(60), highlighted = solid(40)
        let button = UIButton(type: .custom)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(highlighted, for: .highlighted)
        #expect(button.backgroundImage(for: .normal) === normal)
        #expect(button.backgroundImage(for: .selected) === normal, "a state without its own uses .normal's")
        #expect(button.currentBackgroundImage === normal)
        #expect(button.intrinsicContentSize == CGSize(width: 60, height: 60))
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === highlighted)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.layoutIfNeeded()
        let backdrop = button.subviews.first as? UIImageView
        #expect(backdrop?.image === highlighted && backdrop?.frame == button.bounds)
        #expect(button.subviews.firstIndex { $0 === backdrop } ?? 9 < button.subviews.firstIndex { $0 === button.titleLabel } ?? 0,
                "behind the title")
    }
}
