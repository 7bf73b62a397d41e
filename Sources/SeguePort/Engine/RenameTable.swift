/// The Swift 3 and Swift 4 spellings of UIKit, QuartzCore and CoreGraphics
/// names that Swift 4.2 (and, for the `…Make` functions, Swift 3) renamed,
/// with their current spellings: the table Xcode's migrator applied, for
/// the names transition code uses.
///
/// The table is data only; `PortRewriter` applies it. A name is renamed only
/// where it stands alone in type or expression position and is spelled
/// exactly as here: never a substring of a longer name, never the member of
/// something else (`x.UIControlState` stays), and never a name the file
/// declares itself.
///
/// Names that Swift 4.2 kept (`UIModalPresentationStyle`,
/// `UIModalTransitionStyle`, `UILayoutPriority`, `UIRectEdge`,
/// `UIViewAnimatingPosition`…) are deliberately absent.
enum RenameTable {
    /// Types nested into their owner: renamed in type and expression
    /// position (`UIViewAnimationOptions.curveEaseIn` →
    /// `UIView.AnimationOptions.curveEaseIn`).
    static let types: [String: String] = [
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewAnimationTransition": "UIView.AnimationTransition",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
        "UISystemAnimation": "UIView.SystemAnimation",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UIControlEvents": "UIControl.Event",
        "UIControlState": "UIControl.State",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewStyle": "UITableView.Style",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UIButtonType": "UIButton.ButtonType",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIImageOrientation": "UIImage.Orientation",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
    ]

    /// A global constant that became a member of a type.
    struct Member: Hashable, Sendable {
        /// The type the constant is now a member of.
        let type: String
        /// The member's name.
        let member: String

        /// `Type.member`.
        var qualified: String { "\(type).\(member)" }
    }

    /// Global constants that became members: renamed in expression position
    /// (`kCAFillModeForwards` → `CAMediaTimingFillMode.forwards`).
    static let constants: [String: Member] = {
        var table: [String: Member] = [
            "UITransitionContextFromViewControllerKey": Member(type: "UITransitionContextViewControllerKey", member: "from"),
            "UITransitionContextToViewControllerKey": Member(type: "UITransitionContextViewControllerKey", member: "to"),
            "UITransitionContextFromViewKey": Member(type: "UITransitionContextViewKey", member: "from"),
            "UITransitionContextToViewKey": Member(type: "UITransitionContextViewKey", member: "to"),
            "UIKeyboardFrameBeginUserInfoKey": Member(type: "UIResponder", member: "keyboardFrameBeginUserInfoKey"),
            "UIKeyboardFrameEndUserInfoKey": Member(type: "UIResponder", member: "keyboardFrameEndUserInfoKey"),
            "UIKeyboardAnimationDurationUserInfoKey": Member(type: "UIResponder", member: "keyboardAnimationDurationUserInfoKey"),
            "UIKeyboardAnimationCurveUserInfoKey": Member(type: "UIResponder", member: "keyboardAnimationCurveUserInfoKey"),
            "UIViewNoIntrinsicMetric": Member(type: "UIView", member: "noIntrinsicMetric"),
            "UILayoutFittingCompressedSize": Member(type: "UIView", member: "layoutFittingCompressedSize"),
            "UILayoutFittingExpandedSize": Member(type: "UIView", member: "layoutFittingExpandedSize"),
            "UIEdgeInsetsZero": Member(type: "UIEdgeInsets", member: "zero"),
            "CGRectZero": Member(type: "CGRect", member: "zero"),
            "CGPointZero": Member(type: "CGPoint", member: "zero"),
            "CGSizeZero": Member(type: "CGSize", member: "zero"),
        ]
        // Core Animation's string constants, each family now a type of its own:
        // `kCA` + prefix + suffix → type.suffix (first letter lowercased).
        let families: [(prefix: String, type: String, suffixes: [String])] = [
            ("kCAFillMode", "CAMediaTimingFillMode", ["Forwards", "Backwards", "Both", "Removed"]),
            ("kCAMediaTimingFunction", "CAMediaTimingFunctionName", ["EaseIn", "EaseOut", "EaseInEaseOut", "Linear", "Default"]),
            ("kCATransition", "CATransitionType", ["Fade", "Push", "MoveIn", "Reveal"]),
            ("kCATransition", "CATransitionSubtype", ["FromRight", "FromLeft", "FromTop", "FromBottom"]),
            ("kCAGravity", "CALayerContentsGravity", [
                "ResizeAspect", "ResizeAspectFill", "Resize", "Center", "Top", "Bottom", "Left", "Right",
                "TopLeft", "TopRight", "BottomLeft", "BottomRight",
            ]),
            ("kCALineCap", "CAShapeLayerLineCap", ["Round", "Butt", "Square"]),
            ("kCALineJoin", "CAShapeLayerLineJoin", ["Round", "Miter", "Bevel"]),
            ("kCAFillRule", "CAShapeLayerFillRule", ["EvenOdd", "NonZero"]),
            ("kCAGradientLayer", "CAGradientLayerType", ["Axial", "Radial"]),
            ("kCAAnimation", "CAAnimationCalculationMode", ["Linear", "Discrete", "Paced", "Cubic", "CubicPaced"]),
            ("kCAAnimation", "CAAnimationRotationMode", ["RotateAuto", "RotateAutoReverse"]),
            ("kCAFilter", "CALayerContentsFilter", ["Linear", "Nearest", "Trilinear"]),
        ]
        for family in families {
            for suffix in family.suffixes {
                let member = suffix.prefix(1).lowercased() + suffix.dropFirst()
                table[family.prefix + suffix] = Member(type: family.type, member: member)
            }
        }
        return table
    }()

    /// Constants that a call's argument of a known type may write as an
    /// implicit member: `CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)`
    /// → `CAMediaTimingFunction(name: .easeOut)`. Keyed by the constant's new
    /// type; the value is the call (by its callee's name) and the label.
    static let implicitMemberArguments: [String: (callee: String, label: String)] = [
        "CAMediaTimingFunctionName": ("CAMediaTimingFunction", "name"),
    ]

    /// Notification names that were members of `NSNotification.Name` and
    /// became members of the class that posts them:
    /// `NSNotification.Name.UIKeyboardWillShow` (or `Notification.Name.…`, or
    /// `.UIKeyboardWillShow`) → `UIResponder.keyboardWillShowNotification`.
    static let notificationNames: [String: Member] = [
        "UIApplicationWillEnterForeground": Member(type: "UIApplication", member: "willEnterForegroundNotification"),
        "UIApplicationDidEnterBackground": Member(type: "UIApplication", member: "didEnterBackgroundNotification"),
        "UIApplicationDidBecomeActive": Member(type: "UIApplication", member: "didBecomeActiveNotification"),
        "UIApplicationWillResignActive": Member(type: "UIApplication", member: "willResignActiveNotification"),
        "UIKeyboardWillShow": Member(type: "UIResponder", member: "keyboardWillShowNotification"),
        "UIKeyboardWillHide": Member(type: "UIResponder", member: "keyboardWillHideNotification"),
        "UIKeyboardDidShow": Member(type: "UIResponder", member: "keyboardDidShowNotification"),
        "UIKeyboardDidHide": Member(type: "UIResponder", member: "keyboardDidHideNotification"),
    ]

    /// The types whose members `notificationNames` were.
    static let notificationNameOwners: Set<String> = ["NSNotification.Name", "Notification.Name"]

    /// How a C-style function call is written now.
    enum CallForm: Hashable, Sendable {
        /// An initializer with labels: `CGRectMake(a, b, c, d)` →
        /// `CGRect(x: a, y: b, width: c, height: d)`.
        case initializer(type: String, labels: [String])
        /// A method of the first argument, which is of `receiverType`:
        /// `UIEdgeInsetsInsetRect(r, i)` → `r.inset(by: i)`.
        case method(receiverType: String, name: String, labels: [String])
        /// A property of the only argument, which is of `receiverType`:
        /// `CGRectGetMidX(r)` → `r.midX`.
        case property(receiverType: String, name: String)

        /// How many arguments the old function takes.
        var arity: Int {
            switch self {
            case .initializer(_, let labels): labels.count
            case .method(_, _, let labels): labels.count + 1
            case .property: 1
            }
        }
    }

    /// C-style functions that Swift 3 replaced by initializers, methods and
    /// properties.
    static let functions: [String: CallForm] = [
        "CGRectMake": .initializer(type: "CGRect", labels: ["x", "y", "width", "height"]),
        "CGPointMake": .initializer(type: "CGPoint", labels: ["x", "y"]),
        "CGSizeMake": .initializer(type: "CGSize", labels: ["width", "height"]),
        "CGVectorMake": .initializer(type: "CGVector", labels: ["dx", "dy"]),
        "UIEdgeInsetsMake": .initializer(type: "UIEdgeInsets", labels: ["top", "left", "bottom", "right"]),
        "UIOffsetMake": .initializer(type: "UIOffset", labels: ["horizontal", "vertical"]),
        "UIEdgeInsetsInsetRect": .method(receiverType: "CGRect", name: "inset", labels: ["by"]),
        "CGRectInset": .method(receiverType: "CGRect", name: "insetBy", labels: ["dx", "dy"]),
        "CGRectOffset": .method(receiverType: "CGRect", name: "offsetBy", labels: ["dx", "dy"]),
        "CGRectContainsPoint": .method(receiverType: "CGRect", name: "contains", labels: ["_"]),
        "CGRectIntersectsRect": .method(receiverType: "CGRect", name: "intersects", labels: ["_"]),
        "CGRectGetMinX": .property(receiverType: "CGRect", name: "minX"),
        "CGRectGetMidX": .property(receiverType: "CGRect", name: "midX"),
        "CGRectGetMaxX": .property(receiverType: "CGRect", name: "maxX"),
        "CGRectGetMinY": .property(receiverType: "CGRect", name: "minY"),
        "CGRectGetMidY": .property(receiverType: "CGRect", name: "midY"),
        "CGRectGetMaxY": .property(receiverType: "CGRect", name: "maxY"),
        "CGRectGetWidth": .property(receiverType: "CGRect", name: "width"),
        "CGRectGetHeight": .property(receiverType: "CGRect", name: "height"),
    ]

    /// A method as Swift 4.2 renamed it: its new name and argument labels
    /// (nil for none).
    struct Method: Hashable, Sendable {
        let name: String
        let labels: [String?]
    }

    /// UIKit methods Swift 4.2 renamed, by old name and labels
    /// (`didMove(toParentViewController:)` → `didMove(toParent:)`):
    /// renamed in calls and in `override` declarations.
    static let methods: [String: Method] = [
        "bringSubview(toFront:)": Method(name: "bringSubviewToFront", labels: [nil]),
        "sendSubview(toBack:)": Method(name: "sendSubviewToBack", labels: [nil]),
        "addChildViewController(_:)": Method(name: "addChild", labels: [nil]),
        "removeFromParentViewController()": Method(name: "removeFromParent", labels: []),
        "willMove(toParentViewController:)": Method(name: "willMove", labels: ["toParent"]),
        "didMove(toParentViewController:)": Method(name: "didMove", labels: ["toParent"]),
    ]

    /// UIKit properties Swift 4.2 renamed (`childViewControllers` → `children`).
    static let properties: [String: String] = [
        "childViewControllers": "children",
    ]

    /// Every old name in the table, for finding the ones a file declares.
    static let allOldNames: Set<String> =
        Set(types.keys).union(constants.keys).union(functions.keys).union(properties.keys)
}
