import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `maskedCorners` (iOS 11): `cornerRadius` rounds only the corners named,
/// for the background, the border and what `masksToBounds` clips.
@Suite(.serialized) struct MaskedCornersTests {
    @Test func onlyTheMaskedCornersAreRounded() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .white }, children: [
            // A sheet: top corners rounded, bottom square.
            .frame(CGRect(x: 10, y: 10, width: 100, height: 50), { layer in
                layer.backgroundColor = color(1, 0, 0)
                layer.cornerRadius = 20
                layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            }),
            // Clipping with only the bottom-right corner rounded.
            .frame(CGRect(x: 10, y: 70, width: 100, height: 40), { layer in
                layer.cornerRadius = 16
                layer.maskedCorners = [.layerMaxXMaxYCorner]
                layer.masksToBounds = true
            }, children: [
                .frame(CGRect(x: -10, y: -10, width: 120, height: 60)) { $0.backgroundColor = color(0, 0, 1) },
            ]),
        ]))
        let frame = try Renderer().render(tree)
        // Sheet: the top corners are cut, the bottom ones are not.
        expectPixel(frame, 11, 11, to: [255, 255, 255])
        expectPixel(frame, 108, 11, to: [255, 255, 255])
        expectPixel(frame, 11, 58, to: [255, 0, 0])
        expectPixel(frame, 108, 58, to: [255, 0, 0])
        expectPixel(frame, 60, 12, to: [255, 0, 0])
        // Clipped child: only the bottom-right corner is cut.
        expectPixel(frame, 11, 71, to: [0, 0, 255])
        expectPixel(frame, 108, 71, to: [0, 0, 255])
        expectPixel(frame, 11, 108, to: [0, 0, 255])
        expectPixel(frame, 108, 108, to: [255, 255, 255])
    }

    @Test func noMaskedCornerMeansSquare() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 40, height: 40), { $0.backgroundColor = .white }, children: [
            .frame(CGRect(x: 5, y: 5, width: 30, height: 30)) { layer in
                layer.backgroundColor = color(0, 1, 0)
                layer.cornerRadius = 10
                layer.maskedCorners = []
            },
        ]))
        let frame = try Renderer().render(tree)
        expectPixel(frame, 5, 5, to: [0, 255, 0])
        expectPixel(frame, 34, 34, to: [0, 255, 0])
    }
}
