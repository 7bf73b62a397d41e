import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// Masks that are one rounded rectangle of solid colour (the circle of a circular
/// reveal) are composited analytically; they must mean exactly what any mask means:
/// the masked drawing times the mask's alpha (its background alpha × its opacity,
/// within its rounded bounds), in the masked layer's bounds space.
@MainActor
@Suite(.serialized) struct PlainMaskTests {
    @Test func aTranslucentMaskLetsThroughItsBackgroundAlphaTimesItsOpacity() throws {
        let mask = Node.frame(CGRect(x: 0, y: 0, width: 100, height: 100)) {
            $0.backgroundColor = color(0, 0, 0, 0.5)
            $0.opacity = 0.5
        }
        let frame = try Renderer().render(MaskTests.tree(mask: mask))
        // A quarter of the red over white: 255 − 0.75 · 255 · … = (255, 191.25, 191.25).
        expectPixel(frame, 30, 30, to: [255, 191, 191], tolerance: 2)
        expectPixel(frame, 90, 30, to: [191, 191, 255], tolerance: 2)
    }

    @Test func aCircleMaskLetsThroughOnlyItsDisc() throws {
        // A circle of radius 50 about the masked layer's centre (window (60, 60)).
        let mask = Node.frame(CGRect(x: 0, y: 0, width: 100, height: 100)) {
            $0.backgroundColor = .black
            $0.cornerRadius = 50
        }
        let frame = try Renderer().render(MaskTests.tree(mask: mask))
        expectPixel(frame, 45, 15, to: [255, 0, 0])                  // layer (35.5, 5.5): 47 pt from the centre
        expectPixel(frame, 15, 15, to: [255, 255, 255], tolerance: 0) // layer (5.5, 5.5): 63 pt, outside
        expectPixel(frame, 104, 104, to: [255, 255, 255], tolerance: 0)
        expectPixel(frame, 80, 95, to: [0, 0, 255])                   // layer (70.5, 85.5): 41 pt, inside
    }

    /// The same circle as a sublayer of a clear mask layer (a mask drawn offscreen)
    /// gives the same picture: a mask is its drawing's alpha however it is composed.
    @Test func theCircleMatchesTheSameCircleDrawnAsASublayerOfTheMask() throws {
        var turn = CATransform3DMakeRotation(.pi / 7, 0, 0, 1)
        turn = CATransform3DScale(turn, 0.9, 0.8, 1)
        func circle(_ layer: inout RenderLayer) {
            layer.backgroundColor = color(0, 0, 0, 0.8)
            layer.cornerRadius = 30
            layer.transform = turn
        }
        let plain = Node.frame(CGRect(x: 15, y: 25, width: 70, height: 60), circle)
        let nested = Node.frame(CGRect(x: 0, y: 0, width: 100, height: 100),
                                children: [Node.frame(CGRect(x: 15, y: 25, width: 70, height: 60), circle)])
        let a = try Renderer().render(MaskTests.tree(mask: plain))
        let b = try Renderer().render(MaskTests.tree(mask: nested))
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width where zip(a.rgb(x, y), b.rgb(x, y)).contains(where: { abs($0 - $1) > 2 }) {
                differing += 1
            }
        }
        #expect(differing == 0)
        expectPixel(a, 55, 60, to: [255, 51, 51], tolerance: 2) // 80 % of the red half, near the centre
    }

    /// `isDoubleSided` false: a mask turned away from the viewer draws nothing, so
    /// nothing of the masked layer shows; double-sided, it masks as usual.
    @Test func aMaskTurnedAwayLetsThroughOnlyWhenDoubleSided() throws {
        func mask(doubleSided: Bool) -> Node {
            Node.frame(CGRect(x: 0, y: 0, width: 100, height: 100)) {
                $0.backgroundColor = .black
                $0.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                $0.isDoubleSided = doubleSided
            }
        }
        let away = try Renderer().render(MaskTests.tree(mask: mask(doubleSided: false)))
        expectPixel(away, 30, 30, to: [255, 255, 255], tolerance: 0)
        let shown = try Renderer().render(MaskTests.tree(mask: mask(doubleSided: true)))
        expectPixel(shown, 30, 30, to: [255, 0, 0])
    }
}

/// The extent that limits group and mask targets.
@MainActor
@Suite struct SubtreeExtentTests {
    /// A clear 300 × 300 container (no background, border or contents) around a
    /// 10 × 10 square at (50, 60).
    static let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 300, height: 300), children: [
        .frame(CGRect(x: 50, y: 60, width: 10, height: 10)) { $0.backgroundColor = .black },
    ]))

    @Test func aTightExtentLeavesOutTheBoundsOfLayersThatDrawNothing() {
        let structure = TreeStructure(Self.tree.layers.map(\.subtreeEnd))
        let tight = SubtreeExtent.windowBounds(of: 0, in: Self.tree, structure: structure,
                                               matrix: CATransform3DIdentity, tight: true)
        #expect(tight == CGRect(x: 50, y: 60, width: 10, height: 10))
        let full = SubtreeExtent.windowBounds(of: 0, in: Self.tree, structure: structure, matrix: CATransform3DIdentity)
        #expect(full == CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func aContainerThatDrawsAnythingKeepsItsBounds() {
        var tree = Self.tree
        tree.layers[0].borderWidth = 1
        tree.layers[0].borderColor = .black
        let structure = TreeStructure(tree.layers.map(\.subtreeEnd))
        let tight = SubtreeExtent.windowBounds(of: 0, in: tree, structure: structure,
                                               matrix: CATransform3DIdentity, tight: true)
        #expect(tight == CGRect(x: 0, y: 0, width: 300, height: 300))
    }
}
