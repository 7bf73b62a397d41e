import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// The frame's clear colour (RenderEngine+FrameFill.swift): when the first thing drawn is
/// an opaque, square background covering the frame, the frame is cleared to it instead
/// of being filled twice. The picture must be the one Core Animation's order gives: the
/// `background` argument shows exactly where no layer draws.
@MainActor
@Suite(.serialized) struct FrameFillTests {
    /// A clear 60 × 40 root holding `view`, with a 10 × 10 green square over it at (20, 10).
    static func frame(_ view: UIView, background: CGColor = UIColor.red.cgColor) throws -> Frame {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.addSubview(view)
        let square = UIView(frame: CGRect(x: 20, y: 10, width: 10, height: 10))
        square.backgroundColor = .green
        view.addSubview(square)
        return try Renderer().render(RenderTree(capturing: root.layer, atMediaTime: 0), scale: 2, background: background)
    }

    @Test func anOpaqueFullFrameViewHidesTheClearColour() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.backgroundColor = .blue
        let frame = try Self.frame(view)
        for (x, y) in [(0, 0), (119, 79), (60, 5), (2, 70)] { #expect(frame.rgb(x, y) == [0, 0, 255], "(\(x), \(y))") }
        #expect(frame.rgb(50, 30) == [0, 255, 0])   // what is drawn over it still is
    }

    @Test func aViewShortOfTheFrameLeavesTheClearColourBeyondIt() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 59.5, height: 40))
        view.backgroundColor = .blue
        let frame = try Self.frame(view)
        #expect(frame.rgb(119, 40) == [255, 0, 0])   // the last pixel column at 2x is not covered
        #expect(frame.rgb(117, 40) == [0, 0, 255])
    }

    @Test func roundedTranslucentOrHiddenViewsLeaveTheClearColour() throws {
        let rounded = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        rounded.backgroundColor = .blue
        rounded.layer.cornerRadius = 10
        #expect(try Self.frame(rounded).rgb(0, 0) == [255, 0, 0])        // outside the rounded corner

        let translucent = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        translucent.backgroundColor = UIColor.blue.withAlphaComponent(0.5)
        let mixed = try Self.frame(translucent).rgb(4, 70)
        #expect(abs(mixed[0] - 128) <= 1 && mixed[1] == 0 && abs(mixed[2] - 128) <= 1)

        let faded = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        faded.backgroundColor = .blue
        faded.alpha = 0.5
        let fadedPixel = try Self.frame(faded).rgb(4, 70)
        #expect(abs(fadedPixel[0] - 128) <= 1 && abs(fadedPixel[2] - 128) <= 1)

        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        hidden.backgroundColor = .blue
        hidden.isHidden = true
        #expect(try Self.frame(hidden).rgb(4, 70) == [255, 0, 0])
    }

    @Test func anOpaqueParentAndItsFullFrameChildDrawInOrder() throws {
        // The parent's background is the first thing drawn (the frame is cleared to it);
        // the opaque child is drawn over it as usual.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        parent.backgroundColor = .yellow
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.backgroundColor = .blue
        parent.addSubview(view)
        let frame = try Self.frame(parent)
        #expect(frame.rgb(4, 70) == [0, 0, 255])
    }
}
