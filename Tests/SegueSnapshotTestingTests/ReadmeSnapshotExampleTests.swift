// The README's snapshot example, verbatim.
import SegueSnapshotTesting
import SegueTesting
import SnapshotTesting
import Testing
import UIKit

@MainActor @Test(.transitionHarness) func detailSlidesUpAsASheet() {
    let home = UIViewController(), detail = UIViewController()
    home.view.backgroundColor = .systemBlue
    detail.view.backgroundColor = .systemOrange
    let harness = TransitionHarness(root: home)
    home.present(detail, animated: true)
    assertSnapshot(of: harness, as: .frame(at: 0.15))      // one frame mid-way, as PNG
    assertSnapshot(of: harness, as: .contactSheet(fps: 12)) // the rest of it
    assertSnapshot(of: harness, as: .timeline)              // callbacks, with media times
    assertSnapshot(of: harness, as: .hierarchy)             // views and frames at the end
}
