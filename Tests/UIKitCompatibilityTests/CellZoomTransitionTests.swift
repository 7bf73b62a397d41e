import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func zoomFromATileSnapshotToTheDetailPhoto() {
    let grid = PhotoGridViewController()
    let delegate = ZoomTransitioningDelegate()
    let harness = TransitionHarness(root: grid)
    let indexPath = IndexPath(row: 1, section: 2)
    let tile = grid.tile(at: indexPath)!
    // 3 columns of (390 - 4·10) / 3 pt, 10 pt apart, from y = 100.
    let side: CGFloat = 350.0 / 3
    let tileFrame = CGRect(x: 10 + side + 10, y: 100 + 2 * (side + 10), width: side, height: side)
    #expect(close(tile.frame, tileFrame))
    #expect(grid.indexPath(forTileAt: 7) == indexPath)

    grid.open(indexPath, delegate: delegate)
    let detail = grid.presentedViewController as! PhotoDetailViewController
    let t0 = harness.advanceToTransitionStart()
    let snapshot = delegate.lastAnimator!.snapshot!
    #expect(tile.isHidden && detail.photoView.isHidden)

    let photoFrame = CGRect(x: 0, y: (844 - 390) / 2, width: 390, height: 390)
    harness.advance(to: t0 + 0.25)
    let layer = snapshot.layer.presentation()!
    let expected = lerp(tileFrame, photoFrame, 0.5)
    #expect(close(layer.position, CGPoint(x: expected.midX, y: expected.midY)))
    #expect(close(layer.bounds.width, expected.width, 0.5))
    #expect(close(detail.view.layer.presentation()!.opacity, 0.5))
    harness.runUntilIdle()

    #expect(snapshot.superview == nil && delegate.lastAnimator!.snapshot == nil)
    #expect(!tile.isHidden && !detail.photoView.isHidden)
    #expect(detail.view.window === harness.window && grid.view.window == nil)
    #expect(detail.photoView.frame == photoFrame)
    #expect(detail.photoView.backgroundColor == tile.backgroundColor)

    detail.dismiss(animated: true)
    let t1 = harness.advanceToTransitionStart()
    harness.advance(to: t1 + 0.125)
    let back = lerp(photoFrame, tileFrame, 0.25)
    #expect(close(delegate.lastAnimator!.snapshot!.layer.presentation()!.position, CGPoint(x: back.midX, y: back.midY)))
    harness.runUntilIdle()
    #expect(grid.view.window === harness.window && detail.view.window == nil)
    #expect(grid.presentedViewController == nil)
    #expect(harness.violations.isEmpty)
}
