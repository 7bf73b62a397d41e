import Foundation
import Testing
import OpenUIKit
@testable import SegueDemos

/// Things' and Beginner Cook's detail screens, built with anchors and the
/// safe-area guide, land on the frames of the hand layout they replaced
/// (390 × 844 portrait: image at y 120 below the 91 pt bars, text card 30 pt
/// above the bottom edge).
@MainActor
@Suite("Demo detail layouts")
struct DetailLayoutTests {
    func window(_ root: UIViewController, width: CGFloat = 390, height: CGFloat = 844) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("Things detail: a 350 pt square 29 pt under the navigation bar, centred, the name 20 pt below")
    func thingDetail() {
        let clock = MediaClock.installVirtual()
        let detail = ThingDetailViewController(thing: Thing.all[0])
        let nav = UINavigationController(rootViewController: detail)
        let window = window(nav)
        clock.tick()
        window.layoutIfNeeded()
        #expect(detail.view.safeAreaInsets.top == 91)
        #expect(detail.imageView.frame == CGRect(x: 20, y: 120, width: 350, height: 350))
        let name = detail.view.subviews.compactMap { $0 as? UILabel }.first
        #expect(name?.frame == CGRect(x: 20, y: 490, width: 350, height: 40))
    }

    @Test("Herb detail: the text card 16 pt inside the safe area's sides, 30 pt above the bottom, 190 pt tall")
    func herbDetail() {
        let clock = MediaClock.installVirtual()
        let detail = HerbDetailsViewController(herb: Herb.all[0])
        let window = window(detail)
        clock.tick()
        window.layoutIfNeeded()
        #expect(detail.textContainer.frame == CGRect(x: 16, y: 624, width: 358, height: 190))
        let parts = detail.textContainer.subviews.map(\.frame)
        #expect(parts == [CGRect(x: 16, y: 14, width: 326, height: 38), CGRect(x: 16, y: 56, width: 326, height: 80),
                          CGRect(x: 16, y: 140, width: 160, height: 36)])
        // Landscape: clear of the 47 pt sensor housing on each side.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        detail.view.frame = window.bounds
        window.layoutIfNeeded()
        #expect(detail.textContainer.frame == CGRect(x: 63, y: 170, width: 718, height: 190))
    }
}
