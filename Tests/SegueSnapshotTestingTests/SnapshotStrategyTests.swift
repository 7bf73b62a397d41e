import Foundation
import SegueRender
@testable import SegueSnapshotTesting
import SegueTesting
import SnapshotTesting
import Testing
import UIKit

/// The strategies' comparison and messages, from their documented contract.
@MainActor struct SnapshotStrategyTests {
    static func solid(_ w: Int, _ h: Int, _ rgba: [UInt8]) -> Frame {
        Frame(width: w, height: h, pixels: Array((0..<(w * h)).flatMap { _ in rgba }))
    }

    @Test func precisionIsTheFractionOfPixelsThatMustMatch() {
        let reference = Self.solid(10, 10, [10, 20, 30, 255])
        var new = reference
        new.pixels[0] = 200 // 1 of 100 pixels differs
        #expect(Diffing<Frame>.frame().diffV2(reference, new) != nil)
        #expect(Diffing<Frame>.frame(precision: 0.99).diffV2(reference, new) == nil)
        #expect(Diffing<Frame>.frame(precision: 0.995).diffV2(reference, new) != nil) // 0.5 pixel allowed: none
        #expect(Diffing<Frame>.frame().diffV2(reference, reference) == nil)
    }

    @Test func perceptualPrecisionIsHowCloseAPixelMustBe() {
        let reference = Self.solid(4, 4, [100, 100, 100, 255])
        let new = Self.solid(4, 4, [105, 100, 100, 255]) // every pixel off by 5/255
        #expect(Diffing<Frame>.frame(perceptualPrecision: 0.98).diffV2(reference, new) == nil)  // tolerance ⌊0.02·255⌋ = 5
        #expect(Diffing<Frame>.frame(perceptualPrecision: 0.99).diffV2(reference, new) != nil)  // tolerance 2
        let message = Diffing<Frame>.frame().diffV2(reference, new)?.0 ?? ""
        #expect(message.contains("16 of 16 pixels"), "\(message)")
        #expect(message.contains("largest difference 5/255"), "\(message)")
    }

    @Test func aDifferentSizeIsAFailureThatSaysSo() {
        let message = Diffing<Frame>.frame().diffV2(Self.solid(4, 4, [0, 0, 0, 255]), Self.solid(5, 4, [0, 0, 0, 255]))?.0
        #expect(message == "The new snapshot is 5×4 pixels; the reference is 4×4.")
    }

    @Test func pngRoundTripKeepsTheFrame() {
        let frame = Self.solid(3, 2, [255, 0, 0, 255])
        let diffing = Diffing<Frame>.frame()
        #expect(diffing.fromData(diffing.toData(frame)).pixels == frame.pixels)
    }

    @Test(.transitionHarness) func frameFailureNamesTheFrameAndItsTime() throws {
        let home = UIViewController(), detail = UIViewController()
        detail.view.backgroundColor = .systemOrange
        let harness = TransitionHarness(root: home)
        home.present(detail, animated: true)
        let start = harness.now
        let strategy = Snapshotting<TransitionHarness, Frame>.frame(at: 0.1)
        var taken: Frame?
        strategy.snapshot(harness).run { taken = $0 }
        let frame = try #require(taken)
        #expect(abs(harness.now - start - 0.1) < 1e-9, "the clock advanced by 0.1 s")
        #expect(frame.width == 390 && frame.height == 844)
        var changed = frame
        changed.pixels[0] ^= 0xFF
        let message = try #require(strategy.diffing.diffV2(frame, changed)?.0)
        #expect(message.hasPrefix(String(format: "The frame at 0.100 s (media time %.3f s) differs", harness.now)), "\(message)")
        harness.runUntilIdle()
    }

    @Test(.transitionHarness) func contactSheetFailureNamesTheFrame() throws {
        let home = UIViewController(), detail = UIViewController()
        let harness = TransitionHarness(root: home)
        home.present(detail, animated: true)
        let strategy = Snapshotting<TransitionHarness, Frame>.contactSheet(fps: 10)
        var taken: Frame?
        strategy.snapshot(harness).run { taken = $0 }
        let sheet = try #require(taken)
        #expect(!harness.isTransitioning, "sampled until the transition ended")
        // Thumbnails of 390 × 844 frames are 240 × 519; the second one starts at x = 4 + 244.
        var changed = sheet
        let i = ((ContactSheet.gap + 10) * sheet.width + ContactSheet.gap + 244 + 10) * 4
        changed.pixels[i] ^= 0xFF
        let message = try #require(strategy.diffing.diffV2(sheet, changed)?.0)
        #expect(message.hasPrefix("Frame 2 of "), "\(message)")
        #expect(message.contains("(0.100 s) of the contact sheet"), "\(message)")
    }

    @Test func timelineAddressesAreNumberedInOrderOfAppearance() {
        #expect(ViewTreeText.numberingAddresses("<A: 0x00007f10> <B: 0x0a> <A: 0x00007f10> 0x")
                == "<A: #1> <B: #2> <A: #1> 0x")
    }
}

extension SnapshotStrategyTests {
    @Test(.transitionHarness) func aClosureThatDrivesTheHarnessIsSnapshottedWhereItLeavesIt() throws {
        let home = UIViewController(), detail = UIViewController()
        let harness = TransitionHarness(root: home)
        var driven = false
        let drive: () -> TransitionHarness = {
            home.present(detail, animated: true)
            driven = true
            return harness
        }
        let start = harness.now
        var frame: Frame?
        Snapshotting<() -> TransitionHarness, Frame>.frame(at: 0.1).snapshot(drive).run { frame = $0 }
        #expect(driven)
        #expect(abs(harness.now - start - 0.1) < 1e-9, "the frame is taken 0.1 s after the closure returned")
        #expect(try #require(frame).width == 390)
        var text: String?
        Snapshotting<() -> TransitionHarness, String>.hierarchy.snapshot({ harness }).run { text = $0 }
        #expect(try #require(text).hasPrefix("UIWindow (0.0, 0.0, 390.0, 844.0)\n"))
        harness.runUntilIdle()
    }
}
