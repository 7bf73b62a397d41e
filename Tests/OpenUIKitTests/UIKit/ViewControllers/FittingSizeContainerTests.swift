import Foundation
import Testing
@testable import OpenUIKit

/// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`: UIKit tells
/// a container when a child "that uses Auto Layout" is resized by it. Segue
/// measures the child's root view with
/// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` in the
/// layout pass after a constraint change and reports a change.
@MainActor
@Suite("UIContentContainer fitting size")
struct FittingSizeContainerTests {
    final class Log {
        var events: [String] = []
    }

    final class Parent: UIViewController {
        let log: Log
        init(log: Log) { self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            log.events.append("parent.fittingSizeDidChange(\((container as? Child)?.name ?? "?"))")
        }
    }

    /// A root view holding one 100-point-wide box at its top-left corner,
    /// whose bottom and trailing edges stay inside the root view: the root
    /// view's compressed fitting size is the box's size
    /// (100 × `height.constant`), while the parent may make it larger.
    final class Child: UIViewController {
        let log: Log
        let name: String
        let box = UIView()
        var height: NSLayoutConstraint!
        init(log: Log, name: String) { self.log = log; self.name = name; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            height = box.heightAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
                box.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                height,
            ])
        }
        /// Replaces the box's height constraint by a new one.
        func replaceHeight(with constant: CGFloat) {
            height.isActive = false
            height = box.heightAnchor.constraint(equalToConstant: constant)
            height.isActive = true
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.events.append("\(name).viewDidLayoutSubviews")
        }
    }

    final class RecordingPresentation: UIPresentationController {
        var log: Log?
        override func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            log?.events.append("presentation.fittingSizeDidChange(\((container as? Child)?.name ?? "?"))")
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let pc = RecordingPresentation(presentedViewController: presented, presenting: presenting)
            pc.log = log
            return pc
        }
    }

    func embed(_ child: Child, in parent: Parent) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    @Test("A constraint change that changes the child's fitting size reaches the parent in the next layout pass, after the child's viewDidLayoutSubviews")
    func parentHearsAfterLayout() {
        let clock = MediaClock.installVirtual()
        let log = Log()
        let parent = Parent(log: log), child = Child(log: log, name: "child")
        embed(child, in: parent)
        let window = makeWindow(root: parent, clock: clock)
        window.layoutIfNeeded()
        #expect(child.fittingSizeRecord?.size == CGSize(width: 100, height: 40))
        #expect(!log.events.contains { $0.hasPrefix("parent.") }, "the first measure only records the size")

        log.events.removeAll()
        child.height.constant = 60
        #expect(log.events.isEmpty, "nothing is measured before the layout pass")
        window.layoutIfNeeded()
        #expect(log.events == ["child.viewDidLayoutSubviews", "parent.fittingSizeDidChange(child)"])
        #expect(child.fittingSizeRecord?.size == CGSize(width: 100, height: 60))
        #expect(child.box.frame.height == 60, "the live layout still follows the constraint after the measure")

        log.events.removeAll()
        child.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.events == ["child.viewDidLayoutSubviews"], "a layout pass without a constraint change does not report")
    }

    @Test("Constraint changes that end at the same fitting size are not reported")
    func sameSizeIsQuiet() {
        let clock = MediaClock.installVirtual()
        let log = Log()
        let parent = Parent(log: log), child = Child(log: log, name: "child")
        let window = makeWindow(root: parent, clock: clock)
        embed(child, in: parent)
        window.layoutIfNeeded()
        child.replaceHeight(with: 70)
        child.replaceHeight(with: 40)
        child.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(!log.events.contains { $0.hasPrefix("parent.") })
    }

    @Test("A presented controller's fitting-size change reaches its presentation controller")
    func presentationControllerHears() {
        let clock = MediaClock.installVirtual()
        let log = Log()
        let presenter = UIViewController()
        let window = makeWindow(root: presenter, clock: clock)
        let delegate = Delegate(log: log)
        let presented = Child(log: log, name: "presented")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: false)
        clock.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect(!log.events.contains { $0.hasPrefix("presentation.") })
        presented.height.constant = 80
        window.layoutIfNeeded()
        #expect(log.events.filter { $0.hasPrefix("presentation.") } == ["presentation.fittingSizeDidChange(presented)"])
    }

    @Test("A child whose root view holds no constraints is never measured or reported")
    func noConstraintsNoReport() {
        let clock = MediaClock.installVirtual()
        let log = Log()
        let parent = Parent(log: log)
        let plain = UIViewController()
        parent.addChild(plain)
        parent.view.addSubview(plain.view)
        plain.didMove(toParent: parent)
        let window = makeWindow(root: parent, clock: clock)
        window.layoutIfNeeded()
        plain.view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(other)
        other.widthAnchor.constraint(equalToConstant: 10).isActive = true
        plain.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.events.isEmpty)
        #expect(plain.fittingSizeRecord?.size == nil)
    }
}

