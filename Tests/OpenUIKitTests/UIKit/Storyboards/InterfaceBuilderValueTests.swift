import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// What a document's values become, and what a bad document gives.
///
/// Colours: a `systemColor` in a document is UIKit's own dynamic colour
/// (`UIColor.systemBackground` is white in light mode and black in dark
/// mode, Apple's Human Interface Guidelines, "Color"), whatever
/// `<resources>` says Interface Builder drew on its canvas; Display P3
/// components are the colour they name (sRGB's red is P3 0.9175, 0.2003,
/// 0.1386). Bad input: the brief of issue
/// 30, a diagnostic naming file, line and element, and nothing built from
/// a document that is not one.
@MainActor
@Suite("Interface Builder values and bad documents", .transitionHarness)
struct InterfaceBuilderValueTests {
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let light = UITraitCollection(userInterfaceStyle: .light)

    /// A nib of `body` (elements inside `<objects>`), with `resources`.
    static func nib(_ body: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(body)
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    static let colours = nib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" text="Hi" id="label">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            <color key="textColor" systemColor="labelColor"/>
                        </label>
                        <view contentMode="scaleToFill" id="red">
                            <rect key="frame" x="0.0" y="50" width="10" height="10"/>
                            <color key="backgroundColor" systemColor="systemRedColor"/>
                        </view>
                        <view contentMode="scaleToFill" id="p3">
                            <rect key="frame" x="20" y="50" width="10" height="10"/>
                            <color key="backgroundColor" red="0.9175" green="0.2003" blue="0.1386" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                        </view>
                        <view contentMode="scaleToFill" id="p3white">
                            <rect key="frame" x="40" y="50" width="10" height="10"/>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="0.5" colorSpace="custom" customColorSpace="displayP3"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
        """, resources: """
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="labelColor">
                    <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
        """)

    func load(_ document: String, named name: String = "Values") throws -> UIView {
        let bundle = try StoryboardFixtures.bundle(["\(name).xib": document])
        let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: nil)
        return try #require(objects.first as? UIView)
    }

    @Test("A systemColor is UIKit's dynamic colour: light and dark values, not the canvas value in <resources>")
    func systemColoursAreDynamic() throws {
        let root = try load(Self.colours)
        let background = try #require(root.backgroundColor)
        #expect(background == UIColor.systemBackground)
        #expect(background.resolvedColor(with: Self.light) == UIColor(white: 1, alpha: 1))
        #expect(background.resolvedColor(with: Self.dark) == UIColor(white: 0, alpha: 1))
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.textColor.resolvedColor(with: Self.light) == UIColor(white: 0, alpha: 1))
        #expect(label.textColor.resolvedColor(with: Self.dark) == UIColor(white: 1, alpha: 1))
        // A system colour the document does not define in <resources> is UIKit's too:
        // HIG systemRed is (255, 59, 48) light and (255, 69, 58) dark.
        let red = try #require(root.subviews[1].backgroundColor)
        #expect(red.resolvedColor(with: Self.light) == UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        #expect(red.resolvedColor(with: Self.dark) == UIColor(red: 1, green: 69 / 255, blue: 58 / 255, alpha: 1))
    }

    @Test("A view whose style is dark draws a storyboard's systemBackgroundColor black")
    func darkViewResolves() throws {
        let root = try load(Self.colours)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.overrideUserInterfaceStyle = .dark
        window.addSubview(root)
        let layerColour = try #require(root.layer.backgroundColor)
        #expect(layerColour.red == 0 && layerColour.green == 0 && layerColour.blue == 0 && layerColour.alpha == 1)
    }

    @Test("Display P3 components are converted to sRGB")
    func displayP3() throws {
        let root = try load(Self.colours)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(try #require(root.subviews[2].backgroundColor).getRed(&r, green: &g, blue: &b, alpha: &a))
        // sRGB's pure red is Display P3 (0.9175, 0.2003, 0.1386).
        #expect(abs(r - 1) < 0.004 && abs(g) < 0.004 && abs(b) < 0.004 && a == 1, "\(r) \(g) \(b)")
        #expect(try #require(root.subviews[3].backgroundColor).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 1) < 0.001 && abs(g - 1) < 0.001 && abs(b - 1) < 0.001 && a == 0.5, "P3 white is white")
    }

    @Test("Fonts: the system font at a weight, bold and italic system fonts, a text style")
    func fonts() throws {
        func label(_ id: String, _ font: String) -> String {
            """
                        <label opaque="NO" userInteractionEnabled="NO" text="\(id)" id="\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            \(font)
                        </label>
            """
        }
        let root = try load(Self.nib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(label("semibold", #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="19"/>"#))
        \(label("bold", #"<fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>"#))
        \(label("italic", #"<fontDescription key="fontDescription" type="italicSystem" pointSize="15"/>"#))
        \(label("headline", #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#))
                    </subviews>
                </view>
        """), named: "Fonts")
        let fonts = root.subviews.compactMap { ($0 as? UILabel)?.font }
        #expect(fonts.count == 4)
        #expect(fonts.first == UIFont.systemFont(ofSize: 19, weight: .semibold))
        #expect(fonts.dropFirst().first == UIFont.boldSystemFont(ofSize: 13))
        #expect(fonts.dropFirst(2).first == UIFont.italicSystemFont(ofSize: 15))
        #expect(fonts.last == UIFont.preferredFont(forTextStyle: .headline))
    }

    @Test("Truncated XML: an error naming the file and line, and no objects")
    func truncatedDocument() throws {
        let text = Self.nib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        """).components(separatedBy: "\n").prefix(7).joined(separator: "\n")
        let bundle = try StoryboardFixtures.bundle(["Truncated.xib": text])
        let (objects, diagnostics) = withCapturedDiagnostics {
            UINib(nibName: "Truncated", bundle: bundle).instantiate(withOwner: nil)
        }
        #expect(objects.isEmpty)
        let message = try #require(diagnostics.first { $0.message.contains("Truncated.xib:") }?.message)
        #expect(message.contains("not a readable Interface Builder document"))
        let line = message.components(separatedBy: "Truncated.xib:").last?.split(separator: ":").first.flatMap { Int($0) }
        #expect(line.map { $0 >= 6 && $0 <= 8 } == true, "the line where the document stops: \(message)")
        #expect(Bundle(path: bundle.bundlePath)?.loadNibNamed("Truncated", owner: nil) == nil)
    }

    @Test("An XML file that is not an iOS Interface Builder document is refused with its file and line")
    func notADocument() throws {
        let bundle = try StoryboardFixtures.bundle(["Plist.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict/></plist>
            """])
        let (objects, diagnostics) = withCapturedDiagnostics {
            UINib(nibName: "Plist", bundle: bundle).instantiate(withOwner: nil)
        }
        #expect(objects.isEmpty)
        #expect(diagnostics.contains { $0.message.contains("Plist.xib:2: not an iOS Interface Builder document (root <plist>") })
    }

    @Test("An element Segue has no class for is reported with file and line and left out; its siblings are built")
    func unknownElement() throws {
        let text = Self.nib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="map">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        </mapView>
                        <label opaque="NO" userInteractionEnabled="NO" text="After" id="after">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            <color key="textColor" systemColor="noSuchColor"/>
                        </label>
                    </subviews>
                </view>
        """)
        // The lines the <mapView> and the unknown colour are on.
        let lines = text.components(separatedBy: "\n")
        let mapLine = try #require(lines.firstIndex { $0.contains("<mapView") }) + 1
        let colourLine = try #require(lines.firstIndex { $0.contains("noSuchColor") }) + 1
        let (root, diagnostics) = try withCapturedDiagnostics { try load(text, named: "Map") }
        #expect(root.subviews.count == 1)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.text == "After")
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.hasSuffix("Map.xib:\(mapLine): Segue has no <mapView>; it is left out, with what it contains") })
        #expect(messages.contains { $0.hasSuffix("Map.xib:\(colourLine): an unknown system colour 'noSuchColor'; nil") })
    }
}
