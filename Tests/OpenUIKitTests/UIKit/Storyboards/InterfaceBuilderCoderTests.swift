import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `init?(coder:)` decodes an object's own properties (Apple's
/// `init(coder:)`: "the object is initialized from data in a given
/// unarchiver"; "Resource Programming Guide: The Nib Object Life Cycle":
/// objects are unarchived with `initWithCoder:` before connections and
/// `awakeFromNib`). So a label, button or image view subclass sees its
/// text, titles and image right after `super.init(coder:)`, and what it
/// sets there is not overwritten afterwards.
@MainActor
@Suite("init?(coder:) of views from documents", .transitionHarness)
struct InterfaceBuilderCoderTests {
    static let document = InterfaceBuilderValueTests.nib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" text="Hello" textAlignment="center" numberOfLines="2" customClass="CoderProbeLabel" customModule="OpenUIKitTests" id="label">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            <fontDescription key="fontDescription" type="system" pointSize="20"/>
                            <color key="textColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" customClass="CoderProbeButton" customModule="OpenUIKitTests" id="system-button">
                            <rect key="frame" x="0.0" y="50" width="100" height="44"/>
                            <state key="normal" title="Go">
                                <color key="titleColor" red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                            <state key="highlighted" title="Going"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" id="custom-button">
                            <rect key="frame" x="0.0" y="100" width="100" height="44"/>
                            <state key="normal" title="Plain"/>
                        </button>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="dot" customClass="CoderProbeImageView" customModule="OpenUIKitTests" id="image">
                            <rect key="frame" x="200" y="50" width="40" height="40"/>
                        </imageView>
                    </subviews>
                </view>
        """)

    func load() throws -> UIView {
        let bundle = try StoryboardFixtures.bundle(["Probe.xib": Self.document])
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1   // a 4 × 4 pixel PNG: 4 × 4 points when loaded by name (no @2x suffix)
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        try dot.write(to: URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("dot.png"))
        let objects = UINib(nibName: "Probe", bundle: bundle).instantiate(withOwner: nil)
        return try #require(objects.first as? UIView)
    }

    @Test("A label subclass sees its text, alignment, lines, font and colour after super.init(coder:), and keeps what it sets")
    func label() throws {
        coderProbeEvents = []
        let root = try load()
        let label = try #require(root.subviews.first as? CoderProbeLabel)
        #expect(coderProbeEvents.contains("label init(coder:) text=Hello alignment=center lines=2 size=20.0 blue=true"))
        #expect(label.text == "Hello!", "what init?(coder:) set after super.init(coder:) stays")
        #expect(!label.isUserInteractionEnabled && !label.isOpaque)
    }

    @Test("A button from a document has its buttonType and its titles by state by the end of init?(coder:)")
    func buttons() throws {
        coderProbeEvents = []
        let root = try load()
        let button = try #require(root.subviews[1] as? CoderProbeButton)
        #expect(coderProbeEvents.contains("button init(coder:) type=system normal=Go highlighted=Going"))
        #expect(button.buttonType == .system)
        #expect(button.titleColor(for: .normal) == UIColor(red: 0, green: 0.5, blue: 0, alpha: 1))
        let plain = try #require(root.subviews[2] as? UIButton)
        #expect(plain.buttonType == .custom, "a document's button without buttonType is a custom button")
        #expect(plain.title(for: .normal) == "Plain")
    }

    @Test("An image view subclass sees its image (by name, from the bundle) after super.init(coder:)")
    func imageView() throws {
        coderProbeEvents = []
        let root = try load()
        let imageView = try #require(root.subviews[3] as? CoderProbeImageView)
        #expect(coderProbeEvents.contains("imageView init(coder:) image=4.0x4.0"))
        #expect(imageView.image?.size == CGSize(width: 4, height: 4))
        #expect(imageView.contentMode == .scaleAspectFit)
    }
}

/// What the probes' initialisers saw.
@MainActor var coderProbeEvents: [String] = []

final class CoderProbeLabel: UILabel {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        var blue: CGFloat = 0
        _ = textColor.getRed(nil, green: nil, blue: &blue, alpha: nil)
        coderProbeEvents.append("label init(coder:) text=\(text ?? "nil") alignment=\(textAlignment == .center ? "center" : "other") "
            + "lines=\(numberOfLines) size=\(font.pointSize) blue=\(blue == 1)")
        text = (text ?? "") + "!"
    }

    override init(frame: CGRect) { super.init(frame: frame) }
}

final class CoderProbeButton: UIButton {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        coderProbeEvents.append("button init(coder:) type=\(buttonType == .system ? "system" : "other") "
            + "normal=\(title(for: .normal) ?? "nil") highlighted=\(title(for: .highlighted) ?? "nil")")
    }

    override init(frame: CGRect) { super.init(frame: frame) }
}

final class CoderProbeImageView: UIImageView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        coderProbeEvents.append("imageView init(coder:) image=\(image.map { "\($0.size.width)x\($0.size.height)" } ?? "nil")")
    }

    override init(frame: CGRect) { super.init(frame: frame) }
}
