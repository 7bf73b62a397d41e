import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `CAGradientLayer`: Apple's defaults, animatable stops and points, and the
/// gradient a snapshot carries.
@MainActor
@Suite("CAGradientLayer")
struct CAGradientLayerTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("Defaults: no colours, no locations, top-centre to bottom-centre, axial")
    func defaults() {
        MediaClock.installVirtual()
        let layer = CAGradientLayer()
        #expect(layer.colors == nil)
        #expect(layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect(CAGradientLayerType.radial.rawValue == "radial" && CAGradientLayerType.axial.rawValue == "axial")
    }

    @Test("colors, locations and type are stored and reach the snapshot")
    func snapshotCarriesTheGradient() {
        MediaClock.installVirtual()
        let layer = CAGradientLayer()
        withoutActions {
            layer.colors = [Self.red, Self.blue]
            layer.locations = [0.25, 0.75]
            layer.type = .conic
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        }
        #expect((layer.colors as? [CGColor]) == [Self.red, Self.blue])
        #expect(layer.locations == [0.25, 0.75])
        let node = RenderTree(capturing: layer, atMediaTime: 0).layers[0]
        #expect(node.gradient?.colors == [Self.red, Self.blue])
        #expect(node.gradient?.locations == [0.25, 0.75])
        #expect(node.gradient?.type == .conic)
        #expect(node.gradient?.startPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(RenderTree(capturing: CALayer(), atMediaTime: 0).layers[0].gradient == nil)
    }

    @Test("A basic animation of colors interpolates each colour (the shimmer)")
    func colorsAnimate() {
        let clock = MediaClock.installVirtual()
        let layer = CAGradientLayer()
        withoutActions { layer.colors = [Self.red, Self.blue] }
        let anim = CABasicAnimation(keyPath: "colors")
        anim.fromValue = [Self.red, Self.blue]
        anim.toValue = [Self.blue, Self.red]
        anim.duration = 1
        anim.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(anim, forKey: "swap")
        clock.tick(at: 0)
        clock.tick(at: 0.25)
        let colors = layer.presentation()!.colors as! [CGColor]
        #expect(colors.count == 2)
        #expect(abs(colors[0].red - 0.75) < 1e-9 && abs(colors[0].blue - 0.25) < 1e-9)
        #expect(abs(colors[1].red - 0.25) < 1e-9 && abs(colors[1].blue - 0.75) < 1e-9)
    }

    @Test("locations animate element by element, from the even spread when nil")
    func locationsAnimate() {
        let clock = MediaClock.installVirtual()
        let layer = CAGradientLayer()
        withoutActions { layer.colors = [Self.red, Self.blue, Self.red] }
        let anim = CABasicAnimation(keyPath: "locations")
        anim.fromValue = [-1.0, -0.5, 0.0]
        anim.toValue = [1.0, 1.5, 2.0]
        anim.duration = 2
        anim.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(anim, forKey: "shimmer")
        clock.tick(at: 0)
        clock.tick(at: 1)
        #expect(layer.presentation()!.locations == [0, 0.5, 1])
        // Model nil locations stand for the even spread: a by-animation starts from it.
        let by = CABasicAnimation(keyPath: "locations")
        by.byValue = [0.5, 0.5, 0.5]
        by.duration = 2
        by.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.removeAllAnimations()
        layer.add(by, forKey: "by")
        clock.tick(at: 1)
        clock.tick(at: 2)
        #expect(layer.presentation()!.locations == [0.25, 0.75, 1.25])
    }

    @Test("startPoint animates implicitly on a standalone layer, like any property")
    func implicitPointAnimation() {
        let clock = MediaClock.installVirtual()
        let layer = CAGradientLayer()
        clock.tick(at: 0)
        layer.startPoint = CGPoint(x: 0.5, y: 1)
        #expect(layer.animation(forKey: "startPoint") != nil)
        clock.tick(at: 0)
        clock.tick(at: 0.25)
        #expect(layer.presentation()!.startPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test("Stops interpolate in unpremultiplied components; ends extend; bad input is diagnosed")
    func stopColours() {
        MediaClock.installVirtual()
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1), clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        let g = RenderGradient(colors: [white, clear])
        let mid = g.color(at: 0.5)
        #expect(mid.r == 0.5 && mid.g == 0.5 && mid.a == 0.5)   // grey at half alpha, as Core Animation draws it
        let located = RenderGradient(colors: [Self.red, Self.blue], locations: [0.2, 0.6])
        #expect(located.color(at: 0.1).r == 1 && located.color(at: 0.9).b == 1)
        #expect(abs(located.color(at: 0.4).r - 0.5) < 1e-12)
        let layer = CAGradientLayer()
        expectDiagnostic("ignoring") { layer.colors = [Self.red, "blue"] }
        #expect((layer.colors as? [CGColor]) == [Self.red])
        expectDiagnostic("do not increase") { layer.locations = [0.8, 0.2] }
        #expect(RenderGradient(colors: [Self.red, Self.blue], locations: [0.8, 0.2]).color(at: 0.1).b == 1)
    }
}
