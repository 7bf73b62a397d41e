import Foundation
@testable import OpenUIKit

/// Documents written by hand for these tests in the shape Xcode writes
/// (XML, document version 3.0), and the classes they name, written as
/// `segue-port` leaves a ported file (`setValue(_:forKey:)` for the
/// outlets, `interfaceBuilderActions` for the actions).
enum StoryboardFixtures {
    static let cards = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="list-vc">
            <scenes>
                <scene sceneID="scene-list">
                    <objects>
                        <viewController id="list-vc" customClass="CardListController" customModule="OpenUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="list-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" text="Cards" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title-label">
                                        <rect key="frame" x="20" y="100" width="350" height="30"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
                                        <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="like-button">
                                        <rect key="frame" x="20" y="200" width="100" height="44"/>
                                        <state key="normal" title="Like"/>
                                        <connections>
                                            <action selector="like:" destination="list-vc" eventType="touchUpInside" id="like-action"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="open-button">
                                        <rect key="frame" x="20" y="300" width="100" height="44"/>
                                        <state key="normal" title="Open"/>
                                        <connections>
                                            <segue destination="card-vc" kind="custom" identifier="showCard" customClass="FadeInSegue" customModule="OpenUIKitTests" id="open-segue"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="list-safe"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="title-label" firstAttribute="top" secondItem="list-safe" secondAttribute="top" constant="40" id="c1"/>
                                    <constraint firstItem="title-label" firstAttribute="leading" secondItem="list-view" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstItem="like-button" firstAttribute="width" constant="120" id="c3"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Deck" id="list-item"/>
                            <connections>
                                <outlet property="titleLabel" destination="title-label" id="o1"/>
                                <outletCollection property="buttons" destination="like-button" collectionClass="NSMutableArray" id="o2"/>
                                <outletCollection property="buttons" destination="open-button" collectionClass="NSMutableArray" id="o3"/>
                                <outlet property="widthConstraint" destination="c3" id="o4"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="first-responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="scene-card">
                    <objects>
                        <viewController storyboardIdentifier="Card" id="card-vc" customClass="CardController" customModule="OpenUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="card-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="close-button">
                                        <rect key="frame" x="20" y="60" width="80" height="44"/>
                                        <state key="normal" title="Done"/>
                                        <connections>
                                            <segue destination="card-exit" kind="unwind" identifier="backToList" unwindAction="unwindToList:" id="unwind-segue"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                        <integer key="value" value="12"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </view>
                        </viewController>
                        <exit id="card-exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="scene-nav">
                    <objects>
                        <navigationController storyboardIdentifier="Navigation" id="nav-vc" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list-vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
                            </connections>
                        </navigationController>
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

    static let cardView = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NibCardController" customModule="OpenUIKitTests">
                    <connections>
                        <outlet property="view" destination="root" id="owner-view"/>
                        <outlet property="titleLabel" destination="label" id="owner-label"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <label text="From a nib" id="label">
                            <rect key="frame" x="10" y="10" width="200" height="21"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cell" customClass="CardCell" customModule="OpenUIKitTests">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="cell-content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label text="Row" id="cell-label">
                                <rect key="frame" x="16" y="11" width="200" height="21"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="nameLabel" destination="cell-label" id="cell-outlet"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    /// A folder holding `files` (name → contents), as a bundle.
    static func bundle(_ files: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StoryboardTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
        }
        return Bundle(path: folder.path)!
    }
}

/// What the tests record, in order.
@MainActor var storyboardEvents: [String] = []

final class CardListController: UIViewController {
    weak var titleLabel: UILabel!
    var buttons: [UIButton]!
    weak var widthConstraint: NSLayoutConstraint!
    var likes = 0

    func like(_ sender: Any) {
        likes += 1
        storyboardEvents.append("like(\(sender is UIButton ? "button" : "?"))")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        storyboardEvents.append("awakeFromNib(titleLabel: \(titleLabel?.text ?? "nil"))")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        storyboardEvents.append("viewDidLoad")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        storyboardEvents.append("shouldPerformSegue(\(identifier))")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        storyboardEvents.append("prepare(\(segue.identifier ?? "nil"), \(type(of: segue.destination)))")
    }

    // segue-port: Interface Builder connections
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        case "buttons": buttons = value as? [UIButton]
        case "widthConstraint": widthConstraint = value as? NSLayoutConstraint
        default: super.setValue(value, forKey: key)
        }
    }
    override class var interfaceBuilderActions: [Selector] {
        super.interfaceBuilderActions + [Selector("like:", CardListController.like(_:)),
                                         Selector("unwindToList:", CardListController.unwindToList(_:))]
    }

    func unwindToList(_ segue: UIStoryboardSegue) {
        storyboardEvents.append("unwindToList(from \(type(of: segue.source)))")
    }
}

final class CardController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        storyboardEvents.append("CardController.awakeFromNib")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        storyboardEvents.append("CardController.prepare(\(segue.identifier ?? "nil"))")
    }
}

/// A custom segue that presents with a fade animator.
final class FadeInSegue: UIStoryboardSegue {
    let animator = FadeInAnimator()

    required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
    }

    override func perform() {
        storyboardEvents.append("perform")
        destination.modalPresentationStyle = .fullScreen
        destination.transitioningDelegate = animator
        source.present(destination, animated: true)
    }
}

final class FadeInAnimator: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        storyboardEvents.append("animateTransition")
        guard let view = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(view)
        view.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class NibCardController: UIViewController {
    weak var titleLabel: UILabel!

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}

final class CardCell: UITableViewCell {
    weak var nameLabel: UILabel!
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = nameLabel != nil
    }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}
