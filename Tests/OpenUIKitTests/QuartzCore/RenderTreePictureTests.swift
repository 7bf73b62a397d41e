import Foundation
import Testing
@_spi(SegueRender) @testable import OpenUIKit

/// `RenderTree.drawsSamePicture(as:)`: equal drawn values are the same picture,
/// whichever layer objects, boxes and names hold them.
@MainActor
@Suite("Render tree pictures")
struct RenderTreePictureTests {
    /// A 100 × 100 root view holding a 40 × 30 red square view, its layer named
    /// "square", at (10, 20), after `change` to the square's layer.
    static func tree(_ change: (CALayer) -> Void = { _ in }) -> RenderTree {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let square = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        square.layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        square.layer.name = "square"
        root.addSubview(square)
        change(square.layer)
        let tree = RenderTree(capturing: root.layer, atMediaTime: 0)
        #expect(tree.layers.count >= 2 && tree.layers[1].position == square.layer.position) // captured as set
        return tree
    }

    @Test func separateLayersWithEqualValuesDrawTheSamePicture() {
        let a = Self.tree(), b = Self.tree()
        #expect(a.layers[1].layerID != b.layers[1].layerID)
        #expect(a.drawsSamePicture(as: b))
    }

    @Test func anEqualColourInANewObjectAndANewNameDrawTheSamePicture() {
        let recoloured = Self.tree { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        let renamed = Self.tree { $0.name = "renamed" }
        #expect(Self.tree().drawsSamePicture(as: recoloured))
        #expect(Self.tree().drawsSamePicture(as: renamed))
    }

    @Test func aMovedRecolouredHiddenOrExtraLayerIsAnotherPicture() {
        let first = Self.tree()
        #expect(!first.drawsSamePicture(as: Self.tree { $0.position.x += 0.25 }))
        #expect(!first.drawsSamePicture(as: Self.tree { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5) }))
        #expect(!first.drawsSamePicture(as: Self.tree { $0.isHidden = true }))
        #expect(!first.drawsSamePicture(as: Self.tree { $0.addSublayer(CALayer()) }))
        #expect(!first.drawsSamePicture(as: Self.tree { $0.contents = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 255, 255]) }))
    }
}
