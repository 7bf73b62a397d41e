import Foundation
import Testing
@testable import OpenUIKit

/// Subclasses declare UIKit's initialisers as they would on iOS: `init()`
/// without `override` (UIViewController's `init()` is a convenience for
/// `init(nibName: nil, bundle: nil)`), `override init(nibName:bundle:)`,
/// `required init?(coder:)`, and overrides of UIKit's open properties.
@MainActor
final class PlainController: UIViewController {
    let tag: Int
    init() {
        tag = 1
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { tag = 0; super.init(coder: coder) }
}

@MainActor
final class NibController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "nib"
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
final class RecordingTabBarController: UITabBarController {
    var assigned = 0
    override var viewControllers: [UIViewController]? {
        didSet { assigned += 1 }
    }
}

@MainActor
@Suite("Initialiser and property shapes")
struct InitializerShapeTests {
    @Test("init() of a subclass runs its own body; NibController() reaches init(nibName:bundle:)")
    func initialisers() {
        #expect(PlainController().tag == 1)
        #expect(NibController().title == "nib")
        #expect(UINavigationController().viewControllers.isEmpty)
    }

    @Test("Assigning viewControllers replaces the stack, as setViewControllers(_:animated: false)")
    func navigationStackIsSettable() {
        let a = UIViewController(), b = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        navigation.viewControllers = [a, b]
        #expect(navigation.viewControllers == [a, b])
        #expect(navigation.topViewController === b)
        #expect(b.parent === navigation)
        navigation.viewControllers = [b]
        #expect(navigation.viewControllers == [b] && a.parent == nil)
    }

    @Test("UITabBarController.viewControllers is open")
    func tabControllersOpen() {
        let tabs = RecordingTabBarController()
        tabs.viewControllers = [UIViewController()]
        #expect(tabs.assigned == 1 && tabs.viewControllers?.count == 1)
    }
}
