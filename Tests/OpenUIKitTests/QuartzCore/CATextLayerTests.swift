import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `CATextLayer`: Core Animation's defaults, lines from the top, wrapping,
/// and animated font size and colour.
@MainActor
@Suite("CATextLayer")
struct CATextLayerTests {
    @Test("Defaults: no string, 36 pt, white, natural alignment, not wrapped, no truncation")
    func defaults() {
        MediaClock.installVirtual()
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(layer.alignmentMode == .natural && !layer.isWrapped && layer.truncationMode == .none)
        #expect(layer.textLayout == nil)
    }

    @Test("The string is laid out from the top of the bounds; wrapping splits it at the width")
    func layout() throws {
        MediaClock.installVirtual()
        let layer = CATextLayer()
        withoutActions {
            layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 200)
            layer.fontSize = 20
            layer.string = "Hello wrapped world"
        }
        let font = try #require(UIFont(name: "Helvetica", size: 20))
        let one = try #require(layer.textLayout?.runs.first)
        #expect(one.pointSize == 20)
        #expect(Set(one.glyphs.map(\.position.y)) == [font.ascender])     // one line, at the top
        withoutActions { layer.isWrapped = true }
        let wrapped = try #require(layer.textLayout?.runs.first)
        #expect(Set(wrapped.glyphs.map(\.position.y)).count > 1)          // wider than 120 pt: wrapped
        #expect(wrapped.glyphs.allSatisfy { $0.position.x < 120 })
        withoutActions { layer.string = NSAttributedString(string: "Attributed") }
        #expect(layer.textLayout?.runs.first?.glyphs.count == 10)
        expectDiagnostic("not a String") { layer.string = 42 }
        #expect(layer.textLayout == nil)
    }

    @Test("fontSize and foregroundColor animate; the snapshot lays the text out with the presented values")
    func animatedText() throws {
        let clock = MediaClock.installVirtual()
        let layer = CATextLayer()
        withoutActions {
            layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
            layer.string = "Grow"
            layer.fontSize = 10
            layer.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        clock.tick(at: 0)
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10
        grow.toValue = 30
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(grow, forKey: "grow")
        let tint = CABasicAnimation(keyPath: "foregroundColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tint.duration = 1
        tint.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(tint, forKey: "tint")
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        #expect(layer.presentation()!.fontSize == 20)
        let run = try #require(RenderTree(capturing: layer, atMediaTime: 0.5).layers[0].text?.runs.first)
        #expect(run.pointSize == 20)
        #expect(abs(run.color.red - 0.5) < 1e-9 && abs(run.color.blue - 0.5) < 1e-9)
        // The model text keeps the model size.
        #expect(layer.textLayout?.runs.first?.pointSize == 10)
    }
}
