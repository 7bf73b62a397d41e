import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `CATextLayer` drawn through the glyph atlas.
@MainActor
@Suite(.serialized) struct TextLayerTests {
    @Test func centredWrappedText() throws {
        MediaClock.installVirtual()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let window = CALayer()
        window.bounds = CGRect(x: 0, y: 0, width: 160, height: 100)
        window.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 10, width: 140, height: 80)
        text.fontSize = 18
        text.alignmentMode = .center
        text.isWrapped = true
        text.foregroundColor = CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
        text.string = "Core Animation text, wrapped"
        window.addSublayer(text)
        CATransaction.commit()
        let frame = try Renderer().render(RenderTree(capturing: window, atMediaTime: 0))
        goldens.check(frame, named: "text-layer-wrapped")
        // Glyphs in the top line band, nothing in the bottom of the layer (two lines of 18 pt).
        var top = 0, bottom = 0
        for y in 10..<34 { for x in 10..<150 where frame.rgb(x, y)[0] > 150 { top += 1 } }
        for y in 70..<90 { for x in 10..<150 where frame.rgb(x, y)[0] > 150 { bottom += 1 } }
        #expect(top > 50 && bottom == 0)
    }
}
