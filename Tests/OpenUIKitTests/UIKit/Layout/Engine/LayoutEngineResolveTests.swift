import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// The re-solve after a `constant` change: UIKit lays out only the
/// superviews of views whose solved frame moved (`layoutSubviews()` runs
/// where the engine changed something), and a view's frame follows its
/// constraints again after every change that moves it.
@MainActor
@Suite("LayoutEngine re-solve")
struct LayoutEngineResolveTests {
    final class CountingView: UIView {
        var layoutCount = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layoutCount += 1
        }
    }

    /// A frame-based container at `y` with one constrained 50 × 20 child
    /// pinned 10 pt from its leading and top edges.
    func container(at y: CGFloat, in root: UIView) -> (CountingView, UIView, NSLayoutConstraint) {
        let box = CountingView(frame: CGRect(x: 0, y: y, width: 200, height: 100))
        root.addSubview(box)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading,
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (box, child, leading)
    }

    /// A 200 × 400 root holding one container (`container(at: 0, in:)`), laid out.
    func laidOutScreen() -> (UIView, CountingView, UIView, NSLayoutConstraint) {
        MediaClock.installVirtual()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let (box, child, leading) = container(at: 0, in: root)
        root.layoutIfNeeded()
        return (root, box, child, leading)
    }

    @Test("A constant change lays out the container whose child moves, not its unaffected sibling")
    func onlyMovedSubtreesLayOut() {
        MediaClock.installVirtual()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let (a, childA, leadingA) = container(at: 0, in: root)
        let (b, childB, _) = container(at: 200, in: root)
        root.layoutIfNeeded()
        #expect(childA.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(childB.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        a.layoutCount = 0
        b.layoutCount = 0

        leadingA.constant = 30
        root.layoutIfNeeded()
        #expect(childA.frame == CGRect(x: 30, y: 10, width: 50, height: 20))
        #expect(a.layoutCount == 1)
        #expect(b.layoutCount == 0)
        #expect(childB.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    }

    @Test("Constants changed back and forth move the view each time (no stale solved frame is kept)")
    func backAndForth() {
        let (root, _, child, leading) = laidOutScreen()
        for (constant, x) in [(CGFloat(30), CGFloat(30)), (10, 10), (30, 30), (-5, -5)] {
            leading.constant = constant
            root.layoutIfNeeded()
            #expect(child.frame.minX == x)
        }
    }

    @Test("A view added to the engine after a re-solve gets its solved frame")
    func viewAddedAfterResolve() {
        let (root, box, _, leading) = laidOutScreen()
        leading.constant = 20
        root.layoutIfNeeded()
        let late = UIView()
        late.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(late)
        NSLayoutConstraint.activate([
            late.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            late.topAnchor.constraint(equalTo: box.topAnchor, constant: 60),
            late.widthAnchor.constraint(equalToConstant: 40),
            late.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(late.frame == CGRect(x: 5, y: 60, width: 40, height: 30))
    }
}
