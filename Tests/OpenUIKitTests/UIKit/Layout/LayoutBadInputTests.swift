import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Views whose `updateConstraints()` asks for another update of a partner:
/// a feedback loop UIKit would spin in for ever.
@MainActor
final class PingPongView: UIView {
    weak var partner: UIView?
    var updates = 0
    override func updateConstraints() {
        updates += 1
        partner?.setNeedsUpdateConstraints()
        super.updateConstraints()
    }
}

/// Bad Auto Layout input (issue 16): non-finite numbers, constraint cycles
/// and update loops are reported in UIKit's words where UIKit has them, and
/// leave finite frames; nothing crashes or hangs. (Conflicts and missing
/// common ancestors: `NSLayoutConstraintTests.unsatisfiable`,
/// `NSLayoutConstraintTests.noCommonAncestor`.)
@MainActor
@Suite("Auto Layout bad input")
struct LayoutBadInputTests {
    func parentWithTwoChildren() -> (UIView, UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
        }
        return (parent, a, b)
    }

    @Test("A NaN constant or multiplier at creation is replaced (constant 0, multiplier 1) with a log")
    func nonFiniteAtCreation() {
        MediaClock.installVirtual()
        let (parent, a, b) = parentWithTwoChildren()
        let width = expectDiagnostic("non-finite multiplier or constant") { a.widthAnchor.constraint(equalToConstant: .nan) }
        #expect(width.constant == 0)
        let ratio = expectDiagnostic("non-finite multiplier or constant") {
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: .infinity, constant: 7)
        }
        #expect(ratio.multiplier == 1 && ratio.constant == 7)
        NSLayoutConstraint.activate([width, ratio, a.heightAnchor.constraint(equalToConstant: 10),
                                     b.heightAnchor.constraint(equalToConstant: 10)])
        parent.layoutIfNeeded()
        #expect(a.frame.width == 0)
        #expect(b.frame.width == 7)
    }

    @Test("A cycle of required constraints that cannot hold is UIKit's unsatisfiable report, not a hang")
    func inconsistentCycle() {
        MediaClock.installVirtual()
        let (parent, a, b) = parentWithTwoChildren()
        // a after b and b after a, 10 pt apart: a.x = b.x + 30, b.x = a.x + 30.
        let closing = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 20), b.widthAnchor.constraint(equalToConstant: 20),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: parent.topAnchor), b.topAnchor.constraint(equalTo: parent.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
        ])
        parent.layoutIfNeeded()
        let (_, logged) = withCapturedDiagnostics {
            closing.isActive = true
            parent.layoutIfNeeded()
        }
        #expect(logged.count == 1)
        let report = logged.first?.message ?? ""
        #expect(report.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(closing.description)"))
        #expect(b.frame.minX - a.frame.maxX == 10)
        #expect(a.frame.width == 20 && b.frame.width == 20)
    }

    @Test("A consistent cycle (a.width = b.width = a.width, one of them fixed) solves without a report")
    func consistentCycle() {
        MediaClock.installVirtual()
        let (parent, a, b) = parentWithTwoChildren()
        let (_, logged) = withCapturedDiagnostics {
            NSLayoutConstraint.activate([
                a.widthAnchor.constraint(equalTo: b.widthAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
                a.widthAnchor.constraint(equalToConstant: 40),
                a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
                a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), b.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                a.topAnchor.constraint(equalTo: parent.topAnchor), b.topAnchor.constraint(equalTo: parent.topAnchor),
            ])
            parent.layoutIfNeeded()
        }
        #expect(logged.isEmpty)
        #expect(a.frame.width == 40 && b.frame.width == 40)
    }

    @Test("A multiplier cycle a = 2b, b = 2a has only the zero solution; a required minimum then conflicts")
    func multiplierCycle() {
        MediaClock.installVirtual()
        let (parent, a, b) = parentWithTwoChildren()
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), b.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            a.topAnchor.constraint(equalTo: parent.topAnchor), b.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame.width == 0 && b.frame.width == 0)
        let minimum = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        expectDiagnostic("Unable to simultaneously satisfy constraints.") {
            minimum.isActive = true
            parent.layoutIfNeeded()
        }
        #expect(a.frame.width.isFinite && b.frame.width.isFinite)
    }

    @Test("Two views whose updateConstraints() keep re-requesting each other stop after eight passes with a log")
    func updateConstraintsFeedbackLoop() {
        MediaClock.installVirtual()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = PingPongView(), b = PingPongView()
        parent.addSubview(a)
        a.addSubview(b)
        a.partner = b
        b.partner = a
        b.setNeedsUpdateConstraints()
        expectDiagnostic("Layout feedback loop", "updateConstraints()") { parent.layoutIfNeeded() }
        #expect(a.updates + b.updates <= 16)
        #expect(!a.needsUpdateConstraints() && !b.needsUpdateConstraints())
        // The next request is served as usual.
        a.partner = nil
        b.partner = nil
        a.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        #expect(!a.needsUpdateConstraints())
    }
}
