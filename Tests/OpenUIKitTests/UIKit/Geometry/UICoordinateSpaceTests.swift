import Foundation
import Testing
@testable import OpenUIKit

/// `UICoordinateSpace`: views and a screen's spaces convert points and
/// rectangles between each other (UIKit's documentation: a view is a
/// coordinate space; a screen's `coordinateSpace` is in screen points, and
/// a window's coordinates are the screen's offset by the window's origin).
@MainActor
@Suite("UICoordinateSpace")
struct UICoordinateSpaceTests {
    /// A window at (0, 20) on the screen, `a` at (10, 30) in it and `b` at
    /// (5, 5) in `a`. Superviews are held weakly: keep the window alive.
    func makeViews() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 20, width: 390, height: 824))
        let a = UIView(frame: CGRect(x: 10, y: 30, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(a)
        a.addSubview(b)
        return (window, a, b)
    }

    @Test("Between two views it is UIView's own conversion")
    func views() {
        let (window, a, b) = makeViews()
        defer { withExtendedLifetime(window) {} }
        let space: any UICoordinateSpace = a
        #expect(b.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 6, y: 7))
        let back = b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: space)
        #expect(isClose(back.origin, CGPoint(x: -5, y: -5)) && isClose(back.size, CGSize(width: 10, height: 10)))
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("To and from the screen's space a view goes through its window's origin")
    func screen() {
        let (window, _, b) = makeViews()
        defer { withExtendedLifetime(window) {} }
        let screen = UIScreen.main.coordinateSpace
        // b's origin is at (15, 35) in the window, whose origin is at (0, 20) on the screen.
        #expect(b.convert(CGPoint.zero, to: screen) == CGPoint(x: 15, y: 55))
        #expect(isClose(b.convert(CGPoint(x: 15, y: 55), from: screen), .zero))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: screen) == CGRect(x: 15, y: 55, width: 50, height: 50))
        #expect(isClose(screen.convert(CGPoint(x: 15, y: 55), to: b), .zero))
        #expect(screen.bounds == UIScreen.main.bounds)
        #expect(UIScreen.main.fixedCoordinateSpace.bounds == UIScreen.main.bounds)
    }

    @Test("A rotated view's rectangle converts to the box around its corners")
    func rotated() {
        let (window, a, b) = makeViews()
        defer { withExtendedLifetime(window) {} }
        b.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let converted = b.convert(b.bounds, to: a as any UICoordinateSpace)
        #expect(abs(converted.width - 50) < 1e-9 && abs(converted.height - 50) < 1e-9)
        #expect(abs(converted.midX - b.center.x) < 1e-9 && abs(converted.midY - b.center.y) < 1e-9)
    }
}
