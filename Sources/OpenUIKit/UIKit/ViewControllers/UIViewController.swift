import Foundation

/// Provisional view controller (completed with the transition system).
@MainActor
open class UIViewController: UIResponder {
    var viewStorage: UIView?
    weak var hostWindow: UIWindow?
    public override init() { super.init() }
    open var view: UIView! {
        get { loadViewIfNeeded(); return viewStorage }
        set { viewStorage = newValue; newValue?.owningViewController = self }
    }
    public var viewIfLoaded: UIView? { viewStorage }
    public func loadViewIfNeeded() {
        if viewStorage == nil { loadView(); viewDidLoad() }
    }
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
    public func endAppearanceTransition() {}
}
