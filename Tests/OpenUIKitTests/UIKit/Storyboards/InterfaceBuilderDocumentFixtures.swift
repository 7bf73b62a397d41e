import Foundation
@testable import OpenUIKit

/// Documents written by hand for `InterfaceBuilderDocumentTests`, in the
/// shape Xcode writes them (XML, document version 3.0): system colours with
/// the light values Xcode puts in `<resources>`, system bar button items,
/// a header view nib, and documents that are wrong on purpose.
enum InterfaceBuilderDocumentFixtures {
    static let values = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="values-vc">
            <scenes>
                <scene sceneID="values-scene">
                    <objects>
                        <viewController id="values-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="values-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label opaque="NO" text="Title" id="values-label">
                                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        <color key="textColor" systemColor="secondaryLabelColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" id="values-swatch">
                                        <rect key="frame" x="20" y="140" width="40" height="40"/>
                                        <color key="backgroundColor" systemColor="systemMysteryColor"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <navigationItem key="navigationItem" title="Values" id="values-item">
                                <barButtonItem key="leftBarButtonItem" title="Sort" style="done" enabled="NO" id="values-sort"/>
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="values-add"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="secondaryLabelColor">
                    <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="systemMysteryColor">
                    <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """

    /// A header view nib: a `UITableViewHeaderFooterView` subclass as a
    /// top-level `<view>` with an outlet to its label.
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="header" customClass="NoteHeader" customModule="OpenUIKitTests">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                    <subviews>
                        <label opaque="NO" text="Notes" id="header-label">
                            <rect key="frame" x="16" y="10" width="200" height="20"/>
                        </label>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="header-label" id="header-outlet"/>
                    </connections>
                </view>
            </objects>
        </document>
        """

    /// A nib holding a plain view only.
    static let plainView = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="plain">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                </view>
            </objects>
        </document>
        """

    /// A nib with a red prototype-style cell.
    static let redCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Red" id="red-cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="red-content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCellContentView>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </tableViewCell>
            </objects>
        </document>
        """

    /// Cut off in the middle of a scene: not well-formed XML.
    static let truncated = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="a" sceneMemberID="viewController">
        """

    /// Well-formed XML that is not an Interface Builder document.
    static let notInterfaceBuilder = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict/></plist>
        """

    /// An element Segue has no class for (line 9), a class nobody defines,
    /// an outlet the controller lacks, and a connection to an object that
    /// is not in the document; the rest of the scene is built.
    static let odd = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="odd-vc">
            <scenes>
                <scene sceneID="odd-scene">
                    <objects>
                        <viewController id="odd-vc" customClass="NoSuchController" customModule="OpenUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="odd-view">
                                <subviews>
                                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" id="odd-map"><rect key="frame" x="0" y="0" width="10" height="10"/></mapView>
                                    <label opaque="NO" text="Still here" id="odd-label"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="missingOutlet" destination="odd-label" id="odd-outlet"/>
                                <outlet property="view" destination="nowhere" id="odd-dangling"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

/// A header view from a nib, written as `segue-port` leaves a ported file.
final class NoteHeader: UITableViewHeaderFooterView {
    weak var titleLabel: UILabel!
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = titleLabel != nil
    }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}

extension InterfaceBuilderDocumentFixtures {
    /// A custom view whose `init?(coder:)` reads the element's values.
    static let probe = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" tag="7" hidden="YES" alpha="0.5" id="probe" customClass="CoderProbe" customModule="OpenUIKitTests">
                    <rect key="frame" x="10" y="20" width="300" height="40"/>
                    <point key="anchor" x="3" y="4"/>
                    <size key="itemSize" width="50" height="60"/>
                    <inset key="padding" minX="1" minY="2" maxX="3" maxY="4"/>
                    <string key="caption">Hello</string>
                </view>
            </objects>
        </document>
        """
}

/// What `init?(coder:)` read, before and after `super.init(coder:)`.
final class CoderProbe: UIView {
    var read: [String] = []

    required init?(coder: NSCoder) {
        let before = [
            "frame \(coder.decodeCGRect(forKey: "frame"))",
            "tag \(coder.decodeInteger(forKey: "tag"))",
            "hidden \(coder.decodeBool(forKey: "hidden"))",
            "alpha \(coder.decodeDouble(forKey: "alpha")) \(coder.decodeFloat(forKey: "alpha"))",
            "anchor \(coder.decodeCGPoint(forKey: "anchor"))",
            "itemSize \(coder.decodeCGSize(forKey: "itemSize"))",
            "padding \(coder.decodeUIEdgeInsets(forKey: "padding"))",
            "caption \(coder.decodeObject(forKey: "caption") as? String ?? "nil")",
            "contains \(coder.containsValue(forKey: "itemSize")) \(coder.containsValue(forKey: "nothing"))",
        ]
        super.init(coder: coder)
        read = before + ["after super: tag \(tag) hidden \(isHidden) frame \(frame)"]
    }
}

extension InterfaceBuilderDocumentFixtures {
    /// A tab bar controller with two tabs: items with titles, tags and
    /// images, a system item Segue lacks, and a controller's presentation
    /// attributes.
    static let tabs = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs-vc">
            <scenes>
                <scene sceneID="tabs-scene">
                    <objects>
                        <tabBarController id="tabs-vc" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                                <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                            </tabBar>
                            <connections>
                                <segue destination="first-vc" kind="relationship" relationship="viewControllers" id="tabs-first"/>
                                <segue destination="second-vc" kind="relationship" relationship="viewControllers" id="tabs-second"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="first-scene">
                    <objects>
                        <viewController id="first-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="first-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Starred" image="star" catalog="system" selectedImage="star.fill" tag="4" id="first-item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="second-scene">
                    <objects>
                        <viewController definesPresentationContext="YES" providesPresentationContextTransitionStyle="YES" modalTransitionStyle="crossDissolve" modalPresentationStyle="overFullScreen" id="second-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="second-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                            <tabBarItem key="tabBarItem" systemItem="favorites" id="second-item"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

extension InterfaceBuilderDocumentFixtures {
    /// A scene whose gesture recognizers sit beside its controller in the
    /// scene's objects, as Xcode keeps them, connected to the view's
    /// `gestureRecognizers` and to an action of the controller.
    static let gestures = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="gesture-vc">
            <scenes>
                <scene sceneID="gesture-scene">
                    <objects>
                        <viewController id="gesture-vc" customClass="GestureController" customModule="OpenUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="gesture-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="edge-pan" appends="YES" id="gesture-edge"/>
                                    <outletCollection property="gestureRecognizers" destination="double-tap" appends="YES" id="gesture-tap"/>
                                    <outletCollection property="gestureRecognizers" destination="swipe" appends="YES" id="gesture-swipe"/>
                                    <outletCollection property="gestureRecognizers" destination="press" appends="YES" id="gesture-press"/>
                                </connections>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="gesture-first" sceneMemberID="firstResponder"/>
                        <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="edge-pan">
                            <rectEdge key="edges" left="YES"/>
                            <connections>
                                <action selector="edgePanned:" destination="gesture-vc" id="edge-action"/>
                            </connections>
                        </screenEdgePanGestureRecognizer>
                        <tapGestureRecognizer numberOfTapsRequired="2" numberOfTouchesRequired="1" cancelsTouchesInView="NO" id="double-tap"/>
                        <swipeGestureRecognizer direction="left" id="swipe"/>
                        <longPressGestureRecognizer allowableMovement="20" minimumPressDuration="1.5" enabled="NO" id="press"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

/// A controller with an `@IBAction` for an edge pan, as `segue-port` leaves it.
final class GestureController: UIViewController {
    var states: [UIGestureRecognizer.State] = []

    func edgePanned(_ sender: UIScreenEdgePanGestureRecognizer) {
        states.append(sender.state)
    }

    override class var interfaceBuilderActions: [Selector] {
        super.interfaceBuilderActions + [Selector("edgePanned:", GestureController.edgePanned(_:))]
    }
}

extension InterfaceBuilderDocumentFixtures {
    /// Two navigation controllers: one with an opaque, tinted bar, one
    /// with its bar hidden.
    static let navigation = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tinted-nav">
            <scenes>
                <scene sceneID="tinted-scene">
                    <objects>
                        <navigationController id="tinted-nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="tinted-bar">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <color key="barTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home-vc" kind="relationship" relationship="rootViewController" id="tinted-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="hidden-scene">
                    <objects>
                        <navigationController storyboardIdentifier="Hidden" navigationBarHidden="YES" id="hidden-nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="hidden-bar">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home-vc" kind="relationship" relationship="rootViewController" id="hidden-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="home-scene">
                    <objects>
                        <viewController title="Home" id="home-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="home-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
