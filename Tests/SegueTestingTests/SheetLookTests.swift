import Foundation
import Testing
import UIKit
import SegueRender
import SegueTesting

/// Page sheets look like iOS 13+ sheets on iPhone: a card with rounded top
/// corners over a presenter that shrinks, rounds and darkens, animated with
/// the transition and scrubbed by the swipe to dismiss; sheets stack.
@MainActor
@Suite("Sheet look", .transitionHarness)
struct SheetLookTests {
    /// The presenter's scale (16 pt narrower on each side of 390 pt).
    static let scale: CGFloat = (390 - 32) / 390

    func presenterScale(_ view: UIView) -> CGFloat { view.layer.presentation()!.transform.m11 }

    @Test("A page sheet is a rounded card; the presenter shrinks behind it and comes back")
    func sheetAndPresenter() throws {
        let home = UIViewController(), sheet = UIViewController()
        home.view.backgroundColor = .white
        sheet.view.backgroundColor = .systemBlue
        sheet.modalPresentationStyle = .pageSheet
        let harness = TransitionHarness(root: home)
        home.present(sheet, animated: true)
        harness.advance(by: 0.2)
        // Half way through the 0.4 s slide the presenter is between full size and shrunk.
        let halfWay = presenterScale(home.view)
        #expect(halfWay < 1 && halfWay > Self.scale)
        harness.runUntilIdle()
        #expect(sheet.view.layer.cornerRadius == 10)
        #expect(sheet.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(sheet.view.layer.cornerCurve == .continuous && sheet.view.clipsToBounds)
        #expect(abs(home.view.layer.transform.m11 - Self.scale) < 1e-9)
        // The presenter's top ends 10 pt above the sheet's (57 pt down the window).
        #expect(abs(home.view.frame.minY - 47) < 1e-6)
        #expect(home.view.layer.cornerRadius == 10 && home.view.layer.masksToBounds)
        let frame = try harness.renderFrame()
        // Black backdrop beside the shrunk presenter; the presenter dimmed (white under 20 % black).
        let backdrop = frame.pixel(x: 2, y: 50)
        #expect(backdrop.r < 10 && backdrop.g < 10 && backdrop.b < 10)
        let dimmed = frame.pixel(x: 195, y: 50)
        #expect(abs(Int(dimmed.r) - 204) <= 3)
        if let directory = ProcessInfo.processInfo.environment["SEGUE_LOOK_DIR"] {
            try Data(PNGCodec.encode(frame)).write(to: URL(fileURLWithPath: directory).appendingPathComponent("sheet-presented.png"))
        }

        sheet.dismiss(animated: true)
        harness.runUntilIdle()
        #expect(home.view.layer.transform == CATransform3DIdentity)
        #expect(home.view.layer.cornerRadius == 0 && !home.view.layer.masksToBounds)
        #expect(home.view.superview?.subviews.count == 1)
        #expect(harness.violations.isEmpty)
    }

    @Test("The swipe to dismiss scrubs the presenter's look; released early, it goes back")
    func swipeScrubsPresenter() {
        let home = UIViewController(), sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        let harness = TransitionHarness(root: home)
        home.present(sheet, animated: true)
        harness.runUntilIdle()
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.5, release: false)
        let scrubbed = presenterScale(home.view)
        #expect(scrubbed > Self.scale && scrubbed < 1)
        harness.touchUp()
        harness.runUntilIdle()
        #expect(home.presentedViewController === sheet)
        #expect(abs(home.view.layer.transform.m11 - Self.scale) < 1e-9)
    }

    @Test("A sheet over a sheet stacks: the first sheet shrinks too, the root stays shrunk")
    func sheetsStack() {
        let home = UIViewController(), first = UIViewController(), second = UIViewController()
        first.modalPresentationStyle = .pageSheet
        second.modalPresentationStyle = .formSheet
        let harness = TransitionHarness(root: home)
        home.present(first, animated: true)
        harness.runUntilIdle()
        first.present(second, animated: true)
        harness.runUntilIdle()
        #expect(second.view.layer.cornerRadius == 10)
        #expect(first.view.layer.transform.m11 < 1 && abs(home.view.layer.transform.m11 - Self.scale) < 1e-9)
        #expect(abs(first.view.frame.minY - 47) < 1e-6)
        second.dismiss(animated: true)
        harness.runUntilIdle()
        #expect(first.view.layer.transform == CATransform3DIdentity && first.view.layer.cornerRadius == 10)
        #expect(harness.violations.isEmpty)
    }
}
