import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

@Suite(.serialized) struct SmokeTests {
    @Test func redSquare() throws {
        let renderer = try Renderer()
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 40, height: 30), children: [
            .frame(CGRect(x: 10, y: 5, width: 20, height: 10)) { $0.backgroundColor = color(1, 0, 0) },
        ]))
        let frame = try renderer.render(tree)
        if ProcessInfo.processInfo.environment["SEGUE_TEST_VERBOSE"] == "1" { print("device:", renderer.deviceDescription) }
        #expect(frame.width == 40 && frame.height == 30)
        #expect(frame.pixel(x: 0, y: 0) == (0, 0, 0, 255))
        #expect(frame.pixel(x: 15, y: 7) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 15, y: 16) == (0, 0, 0, 255))
    }
}
