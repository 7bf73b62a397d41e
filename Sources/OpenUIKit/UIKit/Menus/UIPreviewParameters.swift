import Foundation

/// How a targeted preview is drawn (`UIPreviewParameters`): the part of
/// the view shown, the colour behind it and the shadow's shape.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown (nil: the bounds, corners rounded).
    open var visiblePath: UIBezierPath?
    /// The shape of the preview's shadow (nil: the visible shape).
    open var shadowPath: UIBezierPath?
    private var backgroundColorStorage: UIColor?
    /// The colour behind the view; setting nil restores the default, white.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? .white }
        set { backgroundColorStorage = newValue }
    }

    public override init() { super.init() }
}
