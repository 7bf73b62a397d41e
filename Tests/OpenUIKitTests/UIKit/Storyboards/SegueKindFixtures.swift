import Foundation
@testable import OpenUIKit

/// A storyboard written by hand in the shape Xcode writes (document
/// version 3.0) with the segue kinds StoryboardSegueKindTests checks: a
/// container view's embed segue, popover segues from a button and from a
/// bar button item, selection and accessory-action segues from prototype
/// cells, a cycle of embeds, and bar items and a gesture recognizer of the
/// user's classes.
enum SegueKindFixtures {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="parent-vc">
            <scenes>
                <scene sceneID="scene-parent">
                    <objects>
                        <viewController id="parent-vc" customClass="EmbedParentController" customModule="OpenUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="parent-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="container">
                                        <rect key="frame" x="20" y="120" width="350" height="200"/>
                                        <connections>
                                            <segue destination="child-vc" kind="embed" identifier="embedChild" id="embed-segue"/>
                                        </connections>
                                    </containerView>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="pop-button">
                                        <rect key="frame" x="20" y="400" width="120" height="44"/>
                                        <state key="normal" title="Options"/>
                                        <connections>
                                            <segue destination="pop-vc" kind="popoverPresentation" identifier="showOptions" popoverAnchorView="pop-button" id="pop-segue">
                                                <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                                            </segue>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="triple-tap" appends="YES" id="gr-outlet"/>
                                </connections>
                            </view>
                            <navigationItem key="navigationItem" title="Parent" id="parent-item">
                                <barButtonItem key="rightBarButtonItem" title="More" id="more-item" customClass="BadgeBarButtonItem" customModule="OpenUIKitTests">
                                    <connections>
                                        <segue destination="pop-vc" kind="popoverPresentation" identifier="showMore" popoverAnchorBarButtonItem="more-item" id="more-segue">
                                            <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                        </segue>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <tabBarItem key="tabBarItem" title="Home" id="home-tab" customClass="BadgeTabBarItem" customModule="OpenUIKitTests"/>
                        </viewController>
                        <tapGestureRecognizer numberOfTapsRequired="3" id="triple-tap" customClass="TripleTapRecognizer" customModule="OpenUIKitTests">
                            <connections>
                                <segue destination="pop-vc" kind="presentation" identifier="tripleTap" id="triple-segue"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
                <scene sceneID="scene-child">
                    <objects>
                        <viewController id="child-vc" customClass="EmbeddedChildController" customModule="OpenUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="child-view">
                                <rect key="frame" x="0.0" y="0.0" width="350" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scene-pop">
                    <objects>
                        <viewController storyboardIdentifier="Options" id="pop-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pop-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                                <color key="backgroundColor" red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scene-list">
                    <objects>
                        <tableViewController storyboardIdentifier="Pets" id="list-vc" customClass="PetListController" customModule="OpenUIKitTests" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="list-table">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="detailButton" indentationWidth="10" reuseIdentifier="Pet" id="pet-cell" customClass="PetCell" customModule="OpenUIKitTests">
                                        <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="pet-cell" id="pet-content">
                                            <rect key="frame" x="0.0" y="0.0" width="340" height="44"/>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="detail-vc" kind="show" identifier="showPet" id="pet-show"/>
                                            <segue destination="detail-vc" kind="show" identifier="petInfo" trigger="accessoryAction" id="pet-info"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="list-vc" id="list-ds"/>
                                    <outlet property="delegate" destination="list-vc" id="list-dl"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Pets" id="list-item"/>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="scene-detail">
                    <objects>
                        <viewController id="detail-vc" customClass="PetDetailController" customModule="OpenUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detail-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scene-nav">
                    <objects>
                        <navigationController storyboardIdentifier="PetNavigation" id="nav-vc" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list-vc" kind="relationship" relationship="rootViewController" id="nav-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scene-tiles">
                    <objects>
                        <collectionViewController storyboardIdentifier="Tiles" id="tiles-vc" customClass="TileGridController" customModule="OpenUIKitTests" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="tiles-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="tiles-layout">
                                    <size key="itemSize" width="100" height="100"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="tile-cell">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="tile-content">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        </view>
                                        <connections>
                                            <segue destination="detail-vc" kind="presentation" identifier="showTile" modalPresentationStyle="fullScreen" id="tile-show"/>
                                        </connections>
                                    </collectionViewCell>
                                </cells>
                                <connections>
                                    <outlet property="dataSource" destination="tiles-vc" id="tiles-ds"/>
                                    <outlet property="delegate" destination="tiles-vc" id="tiles-dl"/>
                                </connections>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
                <scene sceneID="scene-cycle-a">
                    <objects>
                        <viewController storyboardIdentifier="CycleA" id="cycle-a" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cycle-a-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="cycle-a-container">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="400"/>
                                        <connections>
                                            <segue destination="cycle-b" kind="embed" id="a-embeds-b"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scene-cycle-b">
                    <objects>
                        <viewController id="cycle-b" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cycle-b-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="400"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="cycle-b-container">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
                                        <connections>
                                            <segue destination="cycle-a" kind="embed" id="b-embeds-a"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
}

/// What the segue-kind tests record, in order.
@MainActor var segueKindEvents: [String] = []

final class EmbedParentController: UIViewController {
    /// The embed segue's sender, held weakly (it is the parent itself).
    weak var embedSender: AnyObject?
    var popoverDelegateSet = false

    override func viewDidLoad() {
        super.viewDidLoad()
        segueKindEvents.append("parent.viewDidLoad(children: \(children.count))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        segueKindEvents.append("parent.shouldPerformSegue(\(identifier))")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segueKindEvents.append("parent.prepare(\(segue.identifier ?? "nil"), \(type(of: segue.destination)), isViewLoaded: \(segue.destination.isViewLoaded))")
        if segue.identifier == "embedChild" { embedSender = sender as AnyObject? }
        // Keep the popover a popover on an iPhone, as apps do in prepare(for:sender:).
        if let popover = segue.destination.popoverPresentationController {
            popover.delegate = self
            popoverDelegateSet = true
        }
    }
}

extension EmbedParentController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

final class EmbeddedChildController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        segueKindEvents.append("child.awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        segueKindEvents.append("child.viewDidLoad")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        segueKindEvents.append("child.willMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        segueKindEvents.append("child.didMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
    }
}

final class BadgeBarButtonItem: UIBarButtonItem {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

final class BadgeTabBarItem: UITabBarItem {}

final class TripleTapRecognizer: UITapGestureRecognizer {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

final class PetCell: UITableViewCell {}

final class PetListController: UITableViewController {
    let pets = ["Cat", "Dog", "Fox"]
    var preparedSender: Any?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { pets.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Pet", for: indexPath)
        cell.textLabel?.text = pets[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        segueKindEvents.append("list.didSelectRowAt(\(indexPath.row))")
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        segueKindEvents.append("list.accessoryButtonTapped(\(indexPath.row))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        segueKindEvents.append("list.shouldPerformSegue(\(identifier))")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        preparedSender = sender
        let row = (sender as? UITableViewCell).flatMap { tableView.indexPath(for: $0) }?.row
        segueKindEvents.append("list.prepare(\(segue.identifier ?? "nil"), row: \(row.map(String.init) ?? "nil"))")
    }
}

final class PetDetailController: UIViewController {}

final class TileGridController: UICollectionViewController {
    var preparedSender: Any?

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        segueKindEvents.append("tiles.didSelectItemAt(\(indexPath.item))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        preparedSender = sender
        let item = (sender as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0) }?.item
        segueKindEvents.append("tiles.prepare(\(segue.identifier ?? "nil"), item: \(item.map(String.init) ?? "nil"))")
    }
}
