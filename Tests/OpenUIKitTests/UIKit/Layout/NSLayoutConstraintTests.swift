import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `NSLayoutConstraint` and anchors: installation, the layout pass,
/// priorities, intrinsic sizes and misuse, checked against frames worked
/// out by hand from the constraints.
@MainActor
@Suite("NSLayoutConstraint")
struct NSLayoutConstraintTests {
    /// A 300 × 400 container (frame-based, as a controller's root view).
    func container() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    func constrainedChild(of parent: UIView) -> UIView {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        return child
    }

    @Test("Anchors pin a subview's edges; the layout pass sets its frame")
    func pinEdges() {
        MediaClock.installVirtual()
        let parent = container()
        let child = constrainedChild(of: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 30),
            child.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(child.frame == .zero)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 30, width: 260, height: 100))
    }

    @Test("Measuring with systemLayoutSizeFitting leaves later constant changes to the live layout")
    func fittingKeepsLiveLinks() {
        MediaClock.installVirtual()
        let parent = container()
        let child = constrainedChild(of: parent)
        let height = child.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            height,
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 10, width: 100, height: 40))
        // The child's own fitting size is its constraints' 100 × 40.
        #expect(child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 40))
        height.constant = 60
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 10, width: 100, height: 60))
        height.isActive = false
        child.heightAnchor.constraint(equalToConstant: 25).isActive = true
        parent.layoutIfNeeded()
        #expect(child.frame.height == 25)
    }

    @Test("Activation installs on the closest common ancestor; a constant size on the item")
    func installation() {
        MediaClock.installVirtual()
        let parent = container()
        let a = constrainedChild(of: parent), b = constrainedChild(of: parent)
        let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(!between.isActive)
        NSLayoutConstraint.activate([between, width])
        #expect(between.isActive && width.isActive)
        #expect(parent.constraints.contains(between))
        #expect(a.constraints == [width])
        #expect(between.firstItem === a && between.secondItem === b)
        #expect(between.firstAttribute == .trailing && between.secondAttribute == .leading)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        #expect(between.firstAnchor.isEqual(a.trailingAnchor))
        between.isActive = false
        #expect(parent.constraints.isEmpty)
    }

    @Test("The full initialiser: centre and half width of the superview")
    func itemInitialiser() {
        MediaClock.installVirtual()
        let parent = container()
        let child = constrainedChild(of: parent)
        parent.addConstraints([
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: parent, attribute: .centerY, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 75, y: 190, width: 150, height: 40))
    }

    @Test("A frame-based sibling's frame takes part (autoresizing-mask constraints)")
    func mixedHierarchy() {
        MediaClock.installVirtual()
        let parent = container()
        let header = UIView(frame: CGRect(x: 0, y: 10, width: 300, height: 50))
        parent.addSubview(header)
        let body = constrainedChild(of: parent)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            body.widthAnchor.constraint(equalTo: header.widthAnchor),
            body.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 0, y: 68, width: 300, height: 332))
        header.frame = CGRect(x: 0, y: 20, width: 200, height: 50)
        parent.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 0, y: 78, width: 200, height: 322))
    }

    @Test("Nested constrained views are laid out level by level, in their superview's coordinates")
    func nested() {
        MediaClock.installVirtual()
        let parent = container()
        let card = constrainedChild(of: parent)
        let badge = constrainedChild(of: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 50),
            card.topAnchor.constraint(equalTo: parent.topAnchor, constant: 60),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 80),
            badge.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -140),   // across levels
            badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 50, y: 60, width: 100, height: 80))
        #expect(badge.frame == CGRect(x: 90, y: 55, width: 20, height: 20))
    }

    @Test("Changing constant re-solves without rebuilding the engine")
    func constantChange() throws {
        MediaClock.installVirtual()
        let parent = container()
        let child = constrainedChild(of: parent)
        let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50)])
        parent.layoutIfNeeded()
        let engine = try #require(parent.layoutStorage?.ownedEngine)
        let solver = engine.solver
        top.constant = 120
        #expect(parent.layer.needsLayout())
        parent.layoutIfNeeded()
        #expect(child.frame.minY == 120)
        #expect(engine.solver === solver)
    }

    @Test("constant + layoutIfNeeded() inside UIView.animate animates the frame to the solved one")
    func animatedConstant() {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.isHidden = false
        let child = constrainedChild(of: window)
        let leading = child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([leading, child.topAnchor.constraint(equalTo: window.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        #expect(child.center == CGPoint(x: 50, y: 50))
        leading.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { window.layoutIfNeeded() })
        #expect(child.center == CGPoint(x: 250, y: 50))                 // the model is final at once
        clock.advance(by: 0.5)
        let shown = child.layer.presentation()?.position ?? .zero
        #expect(shown.x > 100 && shown.x < 200)                           // on its way
        clock.advance(by: 0.6)
        #expect(child.layer.presentation()?.position.x == 250)
    }

    @Test("constant + layoutIfNeeded() in a UIViewPropertyAnimator animates; scrubbing shows the midpoint")
    func propertyAnimatorConstant() {
        MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.isHidden = false
        let child = constrainedChild(of: window)
        let top = child.topAnchor.constraint(equalTo: window.topAnchor, constant: 0)
        NSLayoutConstraint.activate([top, child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        top.constant = 200
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { window.layoutIfNeeded() }
        animator.fractionComplete = 0.5
        #expect(child.center.y == 250)                                    // the model is final
        let shown = child.layer.presentation()?.position.y ?? 0
        #expect(abs(shown - 150) < 1e-6)                                  // halfway from 50 to 250
        animator.stopAnimation(true)
    }

    @Test("The higher of two conflicting optional priorities wins")
    func priorities() {
        MediaClock.installVirtual()
        let parent = container()
        let child = constrainedChild(of: parent)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultLow + 1
        NSLayoutConstraint.activate([narrow, wide, child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 1)])
        parent.layoutIfNeeded()
        #expect(child.frame.width == 200)
        wide.priority = .defaultLow - 1
        parent.layoutIfNeeded()
        #expect(child.frame.width == 100)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test("Labels take their intrinsic size; the lower hugging priority stretches")
    func intrinsicSizeAndHugging() {
        MediaClock.installVirtual()
        let parent = container()
        let left = UILabel(), right = UILabel()
        left.text = "Name"
        right.text = "Value"
        for label in [left, right] {
            label.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(label)
        }
        right.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            left.topAnchor.constraint(equalTo: parent.topAnchor),
            right.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(right.frame.size == right.intrinsicContentSize)
        #expect(left.frame.height == left.intrinsicContentSize.height)
        #expect(left.frame.width == 300 - right.intrinsicContentSize.width)
        #expect(UIView().contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(UIView().contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        // A longer text grows the hugging label and shrinks the other.
        right.text = "A much longer value"
        parent.layoutIfNeeded()
        #expect(right.frame.width == right.intrinsicContentSize.width)
    }

    @Test("systemLayoutSizeFitting: the compressed size of a padded label, and a pinned width")
    func fittingSize() {
        MediaClock.installVirtual()
        let cell = UIView()
        let label = UILabel()
        label.text = "Beginner Cook"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        let size = label.intrinsicContentSize
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: size.width + 32, height: size.height + 20))
        let pinned = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(pinned == CGSize(width: 320, height: size.height + 20))
        #expect(cell.frame == .zero)   // fitting does not move anything
    }

    @Test("Conflicting required constraints log UIKit's report and break the later one")
    func unsatisfiable() {
        MediaClock.installVirtual()
        let parent = container()
        let child = constrainedChild(of: parent)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([first, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        let (_, logged) = withCapturedDiagnostics {
            second.isActive = true
            parent.layoutIfNeeded()
        }
        #expect(logged.count == 1)
        let report = logged.first?.message ?? ""
        #expect(report.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("\"\(first.description)\""))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(second.description)"))
        #expect(second.isActive)
        #expect(child.frame.width == 100)
    }

    @Test("A conflict with an autoresizing-mask constraint names it as UIKit does, with the view's class and address")
    func unsatisfiableAgainstAutoresizing() {
        MediaClock.installVirtual()
        let parent = container()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))   // keeps its autoresizing mask
        parent.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        let (_, logged) = withCapturedDiagnostics {
            width.isActive = true
            parent.layoutIfNeeded()
        }
        #expect(logged.count == 1)
        let report = logged.first?.message ?? ""
        let name = "UIView:0x\(String(UInt(bitPattern: ObjectIdentifier(child)), radix: 16))"
        #expect(report.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--& \(name).width"))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(width.description)"))
        #expect(child.frame.width == 50)
    }

    @Test("Margin attributes read the item's layoutMargins; a label's first baseline is one ascender below its top")
    func marginAndBaselineAttributes() {
        MediaClock.installVirtual()
        let parent = container()   // 300 × 400
        parent.layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 16, right: 24)
        let child = constrainedChild(of: parent)
        let label = UILabel()
        label.text = "Baseline"
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        func pin(_ a: NSLayoutConstraint.Attribute, to b: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
            NSLayoutConstraint(item: child, attribute: a, relatedBy: .equal, toItem: parent, attribute: b, multiplier: 1, constant: 0)
        }
        NSLayoutConstraint.activate([
            pin(.leading, to: .leadingMargin), pin(.trailing, to: .trailingMargin),
            pin(.top, to: .topMargin), pin(.bottom, to: .bottomMargin),
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: parent.topAnchor, constant: 50),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 12, width: 300 - 20 - 24, height: 400 - 12 - 16))
        #expect(abs(label.frame.minY + label.font.ascender - 50) < 1e-6)
    }

    @Test("Items without a common ancestor raise UIKit's exception and stay inactive")
    func noCommonAncestor() {
        MediaClock.installVirtual()
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(raised.count == 1)
        #expect(raised.first?.reason.contains("because they have no common ancestor") == true)
        // A location related to a constant is refused as UIKit refuses it.
        _ = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 3)
        #expect(raised.count == 2)
        #expect(raised.last?.reason.contains("Location attributes must be specified in pairs") == true)
    }

    @Test("Non-finite constants are refused with a log")
    func nonFiniteConstant() {
        MediaClock.installVirtual()
        let c = UIView().widthAnchor.constraint(equalToConstant: 5)
        expectDiagnostic("ignoring a non-finite constant") { c.constant = .nan }
        #expect(c.constant == 5)
    }

    @Test("Removing a view deactivates the constraints that tie it to the old hierarchy")
    func removalDeactivates() {
        MediaClock.installVirtual()
        let parent = container()
        let child = constrainedChild(of: parent)
        let tie = child.topAnchor.constraint(equalTo: parent.topAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 4)
        NSLayoutConstraint.activate([tie, own])
        child.removeFromSuperview()
        #expect(!tie.isActive)
        #expect(own.isActive)
        #expect(parent.constraints.isEmpty)
    }

    @Test("setNeedsUpdateConstraints() runs updateConstraints() in the next layout pass")
    func updateConstraintsPass() {
        MediaClock.installVirtual()
        final class Badge: UIView {
            var updates = 0
            lazy var width = widthAnchor.constraint(equalToConstant: 10)
            override func updateConstraints() {
                updates += 1
                width.constant = CGFloat(10 * updates)
                width.isActive = true
                super.updateConstraints()
            }
        }
        let parent = container()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(badge)
        NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     badge.topAnchor.constraint(equalTo: parent.topAnchor),
                                     badge.heightAnchor.constraint(equalToConstant: 5)])
        badge.setNeedsUpdateConstraints()
        #expect(badge.needsUpdateConstraints())
        parent.layoutIfNeeded()
        #expect(badge.updates == 1 && !badge.needsUpdateConstraints())
        #expect(badge.frame.width == 10)
        badge.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        #expect(badge.frame.width == 20)
    }

    @Test("An unconstrained axis is ambiguous; pinning it removes the ambiguity")
    func ambiguity() {
        MediaClock.installVirtual()
        let parent = container()
        let child = constrainedChild(of: parent)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor).isActive = true
        parent.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        #expect(child.constraintsAffectingLayout(for: .vertical).count == 2)   // top and height
    }
}
