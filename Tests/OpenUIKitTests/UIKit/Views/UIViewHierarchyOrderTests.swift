import Foundation
import Testing
@testable import OpenUIKit

/// `insertSubview(_:aboveSubview:)` and `insertSubview(_:belowSubview:)`,
/// from Apple's documentation: the view ends up directly above (or below)
/// the sibling, wherever it was before, and its layer follows.
@MainActor
@Suite("UIView subview order")
struct UIViewHierarchyOrderTests {
    func parent() -> (UIView, UIView, UIView, UIView) {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        for view in [a, b, c] { parent.addSubview(view) }
        return (parent, a, b, c)
    }

    @Test("A subview moved above a sibling higher up lands directly above it")
    func aboveFromBelow() {
        let (parent, a, b, c) = parent()
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [b, a, c].map { ObjectIdentifier($0.layer) })
    }

    @Test("A subview moved above a sibling lower down lands directly above it")
    func aboveFromAbove() {
        let (parent, a, b, c) = parent()
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    }

    @Test("A subview moved below a sibling lands directly below it, from either side")
    func below() {
        let (parent, a, b, c) = parent()
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    }

    @Test("A new subview goes directly above or below the sibling")
    func newSubview() {
        let (parent, a, b, c) = parent()
        let d = UIView(), e = UIView()
        parent.insertSubview(d, aboveSubview: a)
        parent.insertSubview(e, belowSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, d, b, e, c].map(ObjectIdentifier.init))
    }
}
