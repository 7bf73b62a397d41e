import Foundation
import OpenUIKit
import Testing
@testable import segue
@testable import SegueScenarios

/// The inspector's data: window frames of the layers through their
/// transforms (Core Animation's geometry: `bounds` placed so that
/// `anchorPoint` sits at `position`), compounded opacity, still frames
/// sharing one picture, and curves only for the layers that move.
struct InspectorDataTests {
    /// A 100 × 200 window holding `child`.
    static func tree(_ child: RenderLayer, time: Double = 0) -> RenderTree {
        var root = RenderLayer(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 100, height: 200),
                               position: CGPoint(x: 50, y: 100))
        root.subtreeEnd = 2
        var child = child
        child.subtreeEnd = 2
        return RenderTree(time: time, layers: [root, child])
    }

    static func parse(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// The exploded-view rows of frame `i`.
    static func rows(_ data: [String: Any], frame i: Int) throws -> [[Double]] {
        let frames = try #require(data["frames"] as? [Int])
        let geo = try #require(data["geo"] as? [[[Double]]])
        return geo[frames[i]]
    }

    @Test func aLayerIsPlacedWithItsAnchorPointAtItsPosition() throws {
        // 20 × 10 with the anchor at its centre, at (50, 60): frame (40, 55, 20, 10).
        let child = RenderLayer(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 20, height: 10),
                                position: CGPoint(x: 50, y: 60), opacity: 0.5,
                                backgroundColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let data = try Self.parse(InspectorData.json(trees: [Self.tree(child)], names: [2: "Card"], events: [], fps: 60))
        let rows = try Self.rows(data, frame: 0)
        #expect(rows.count == 2)
        #expect(rows[1] == [1, 40, 55, 20, 10, 50, 0]) // layer 1 of the table, opacity 50 %, colour 0
        #expect((data["palette"] as? [String]) == ["#ff0000ff"])
        let layers = try #require(data["layers"] as? [[Any]])
        #expect(layers[1][0] as? String == "Card" && layers[1][1] as? Int == 1)
        #expect(data["width"] as? Int == 100 && data["height"] as? Int == 200)
    }

    @Test func aRotationOf90DegreesSwapsTheBoundingBoxSides() throws {
        // Rotated a quarter turn about its centre (50, 60), a 20 × 10 layer covers 10 × 20.
        let child = RenderLayer(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 20, height: 10),
                                position: CGPoint(x: 50, y: 60), transform: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let data = try Self.parse(InspectorData.json(trees: [Self.tree(child)], names: [:], events: [], fps: 60))
        #expect(try Self.rows(data, frame: 0)[1] == [1, 45, 50, 10, 20, 100, -1])
    }

    @Test func hiddenAndTransparentLayersAreNotShown() throws {
        let hidden = RenderLayer(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 20, height: 10), isHidden: true)
        let clear = RenderLayer(layerID: 3, bounds: CGRect(x: 0, y: 0, width: 20, height: 10), opacity: 0)
        for child in [hidden, clear] {
            let data = try Self.parse(InspectorData.json(trees: [Self.tree(child)], names: [:], events: [], fps: 60))
            #expect(try Self.rows(data, frame: 0).count == 1) // the window only
        }
    }

    @Test func stillFramesShareOnePicture() throws {
        let child = RenderLayer(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 20, height: 10), position: CGPoint(x: 50, y: 60))
        var moved = child
        moved.position.x = 70
        let trees = [Self.tree(child), Self.tree(child, time: 1.0 / 60), Self.tree(moved, time: 2.0 / 60)]
        let data = try Self.parse(InspectorData.json(trees: trees, names: [:], events: [], fps: 60))
        #expect((data["frames"] as? [Int]) == [0, 0, 1])
        #expect((data["geo"] as? [Any])?.count == 2)
    }

    @Test func curvesFollowTheLayersWhoseValuesChangeAndOnlyWhatChanges() throws {
        // position.x 10, 20, 30 and opacity 1, 0.5, 0: the x and opacity tracks, no y, angle or scale.
        let trees = (0..<3).map { i in
            Self.tree(RenderLayer(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 20, height: 10),
                                  position: CGPoint(x: 10 + 10 * CGFloat(i), y: 60), opacity: 1 - 0.5 * Float(i)),
                      time: Double(i) / 60)
        }
        let data = try Self.parse(InspectorData.json(trees: trees, names: [2: "Mover"], events: [], fps: 60))
        let curves = try #require(data["curves"] as? [[String: Any]])
        #expect(curves.count == 1)
        #expect(curves[0]["layer"] as? Int == 1)
        #expect((curves[0]["x"] as? [Double]) == [10, 20, 30])
        #expect((curves[0]["opacity"] as? [Double]) == [1, 0.5, 0])
        #expect(curves[0]["y"] == nil && curves[0]["angle"] == nil && curves[0]["scale"] == nil)
        #expect(curves[0]["tx"] == nil && curves[0]["ty"] == nil)
    }

    @Test func aTranslatingTransformGivesTranslationCurves() throws {
        // A card sliding up by a transform of ty 300 → 0 (its position stays).
        let trees = [300.0, 120, 0].enumerated().map { i, ty in
            Self.tree(RenderLayer(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 20, height: 10), position: CGPoint(x: 50, y: 60),
                                  transform: CATransform3DMakeTranslation(0, CGFloat(ty), 0)), time: Double(i) / 60)
        }
        let data = try Self.parse(InspectorData.json(trees: trees, names: [:], events: [], fps: 60))
        let curve = try #require((data["curves"] as? [[String: Any]])?.first)
        #expect((curve["ty"] as? [Double]) == [300, 120, 0])
        #expect(curve["x"] == nil && curve["y"] == nil && curve["tx"] == nil)
        // The window frame moves with the transform: y = 60 − 5 + ty.
        #expect(try Self.rows(data, frame: 1)[1][2] == 175)
    }

    @Test func aLayerHiddenThroughoutStillHasItsNamedCurve() throws {
        // Moved while hidden (a view laid out before it is shown): no exploded-view row, but a curve.
        let trees = (0..<2).map { i in
            Self.tree(RenderLayer(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 20, height: 10),
                                  position: CGPoint(x: 10 + 30 * CGFloat(i), y: 60), isHidden: true), time: Double(i) / 60)
        }
        let data = try Self.parse(InspectorData.json(trees: trees, names: [2: "Later"], events: [], fps: 60))
        #expect(try Self.rows(data, frame: 1).count == 1)
        let curve = try #require((data["curves"] as? [[String: Any]])?.first)
        let layers = try #require(data["layers"] as? [[Any]])
        let index = try #require(curve["layer"] as? Int)
        #expect(layers[index][0] as? String == "Later")
        #expect((curve["x"] as? [Double]) == [10, 40])
    }

    @Test func angleAndScaleAreReadFromTheTransform() throws {
        // Scale 2 then rotation 30°: the x axis is (2 cos 30°, 2 sin 30°).
        let turned = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), .pi / 6, 0, 0, 1)
        let trees = [CATransform3DIdentity, turned].enumerated().map { i, t in
            Self.tree(RenderLayer(layerID: 2, bounds: CGRect(x: 0, y: 0, width: 20, height: 10),
                                  position: CGPoint(x: 50, y: 60), transform: t), time: Double(i) / 60)
        }
        let data = try Self.parse(InspectorData.json(trees: trees, names: [:], events: [], fps: 60))
        let curve = try #require((data["curves"] as? [[String: Any]])?.first)
        #expect((curve["angle"] as? [Double]) == [0, 30])
        #expect((curve["scale"] as? [Double]) == [1, 2])
    }

    @Test func eventsKeepTheirTimeCategoryAndTextAndCannotCloseTheScript() throws {
        let events = [InspectorData.Event(time: 0.25, category: "complete", text: "completeTransition(true) </script>")]
        let json = InspectorData.json(trees: [], names: [:], events: events, fps: 60)
        #expect(!json.contains("</"))
        let data = try Self.parse(json)
        let event = try #require((data["events"] as? [[Any]])?.first)
        #expect(event[0] as? Double == 0.25 && event[1] as? String == "complete")
        #expect(event[2] as? String == "completeTransition(true) </script>")
    }

    @Test func numbersHaveAtMostFourDecimals() {
        #expect(InspectorData.number(0.5) == "0.5")
        #expect(InspectorData.number(12) == "12")
        #expect(InspectorData.number(-3.14159) == "-3.1416")
        #expect(InspectorData.number(0.00001) == "0")
        #expect(InspectorData.number(.nan) == "null")
    }

    @Test func timelineStepsFallIntoTheirLanes() {
        #expect(InspectorRecording.category(of: .delegateQuery(.animationControllerForPresented)) == "query")
        #expect(InspectorRecording.category(of: .viewIsAppearing) == "appearance")
        #expect(InspectorRecording.category(of: .completeTransition(didComplete: true, accepted: true)) == "complete")
        #expect(InspectorRecording.category(of: .interactionUpdate(percentComplete: 0.5)) == "interaction")
        #expect(InspectorRecording.category(of: .interactionCancel) == "interaction")
        #expect(InspectorRecording.category(of: .transitionEnded(completed: false)) == "ended")
    }
}
