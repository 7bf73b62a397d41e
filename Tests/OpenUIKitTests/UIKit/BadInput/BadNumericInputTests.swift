import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// NaN, infinities, negative and zero sizes through the public API: each is
/// diagnosed and leaves a consistent state (never a crash, never NaN in a snapshot).
@MainActor
@Suite("Bad numeric input")
struct BadNumericInputTests {
    @Test("Non-finite frames, centres, alphas and transforms are ignored")
    func viewGeometry() {
        MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        expectDiagnostic("UIView.frame: ignoring non-finite value") { view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
        expectDiagnostic("UIView.center: ignoring non-finite value") { view.center = CGPoint(x: CGFloat.infinity, y: 0) }
        expectDiagnostic("UIView.alpha: ignoring non-finite value nan") { view.alpha = .nan }
        expectDiagnostic("UIView.transform: ignoring non-finite value") { view.transform = CGAffineTransform(scaleX: .nan, y: 1) }
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.alpha == 1 && view.transform == .identity)
        let tree = RenderTree(capturing: view.layer)
        #expect(tree.layers.allSatisfy { $0.bounds.isFiniteRect && $0.position.isFinitePoint && $0.transform.isFinite })
    }

    @Test("A NaN frame at init becomes .zero")
    func nanInit() {
        MediaClock.installVirtual()
        expectDiagnostic("non-finite frame") {
            #expect(UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).frame == .zero)
        }
    }

    @Test("Negative sizes are standardised")
    func negativeSize() {
        MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: -4, height: -6))
        #expect(view.frame == CGRect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test("Non-finite and negative durations apply changes at once and complete")
    func durations() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: .zero)
        var results: [Bool] = []
        expectDiagnostic("UIView.animate: non-finite duration nan") {
            UIView.animate(withDuration: .nan, animations: { view.alpha = 0.5 }) { results.append($0) }
        }
        UIView.animate(withDuration: -1, animations: { view.alpha = 0.25 }) { results.append($0) }
        #expect(view.layer.animationKeys() == nil && abs(view.alpha - 0.25) < 1e-6)
        clock.tick()
        #expect(results == [true, true])
    }

    @Test("Invalid animations are ignored by the layer")
    func invalidAnimations() {
        MediaClock.installVirtual()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.duration = .infinity
        expectDiagnostic("ignoring animation with invalid timing (duration inf") { layer.add(a, forKey: "inf") }
        let b = CABasicAnimation(keyPath: "opacity")
        b.duration = -2
        expectDiagnostic("ignoring animation with invalid timing (duration -2.0") { layer.add(b, forKey: "neg") }
        let c = CABasicAnimation(keyPath: "noSuchProperty")
        expectDiagnostic("'noSuchProperty' is not an animatable CALayer key path") { layer.add(c, forKey: "bad") }
        #expect(layer.animationKeys() == nil)
    }

    @Test("Non-finite interactive progress is ignored")
    func percentProgress() {
        MediaClock.installVirtual()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.update(0.4)
        expectDiagnostic("ignoring non-finite percent nan") { interaction.update(.nan) }
        expectDiagnostic("ignoring non-finite percent inf") { interaction.update(.infinity) }
        #expect(interaction.percentComplete == 0.4)
        interaction.update(7)
        #expect(interaction.percentComplete == 1)
    }

    @Test("A NaN touch location is dropped")
    func touchLocation() {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        var began = 0
        final class Counter: UIView {
            var onBegan: (() -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?() }
        }
        let view = Counter(frame: window.bounds)
        view.onBegan = { began += 1 }
        window.addSubview(view)
        clock.tick()
        expectDiagnostic("ignoring touch 0 (began) at non-finite location") {
            window.sendTouch(.began, at: CGPoint(x: CGFloat.nan, y: 5))
        }
        #expect(began == 0)
        window.sendTouch(.began, at: CGPoint(x: 5, y: 5))
        #expect(began == 1)
    }

    @Test("Snapshots of zero-size views are empty views, not crashes")
    func zeroSizeSnapshot() {
        MediaClock.installVirtual()
        let view = UIView(frame: .zero)
        let snapshot = view.snapshotView(afterScreenUpdates: true)
        #expect(snapshot != nil && snapshot!.bounds.size == .zero)
    }

    @Test("Images that fail to decode are nil")
    func badImages() {
        MediaClock.installVirtual()
        expectDiagnostic("image data is not a PNG image (6 bytes)") {
            #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01])) == nil)
        }
        expectDiagnostic("cannot read /nonexistent/segue.png") { #expect(UIImage(contentsOfFile: "/nonexistent/segue.png") == nil) }
    }

    @Test("Invalid screen and window sizes fall back to sane values")
    func sizes() {
        MediaClock.installVirtual()
        let screen = expectDiagnostic("UIScreen: invalid bounds") {
            UIScreen(bounds: CGRect(x: 0, y: 0, width: -5, height: CGFloat.nan), scale: 0)
        }
        #expect(screen.bounds.width > 0 && screen.scale == 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        expectDiagnostic("UIWindow.transition(toSize:): ignoring invalid size") { window.transition(toSize: CGSize(width: 0, height: 5)) }
        #expect(window.bounds.size == CGSize(width: 10, height: 10))
    }
}
