import Foundation
import Testing
@testable import OpenUIKit

/// The visual format language, checked against the frames its constraints
/// must give (Apple's "Visual Format Language" examples).
@MainActor
@Suite("Visual format language")
struct VisualFormatTests {
    func setup() -> (UIView, UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
        }
        return (parent, a, b)
    }

    @Test("Superview edges, standard spacing, sizes with metrics and relations")
    func horizontal() {
        MediaClock.installVirtual()
        let (parent, a, b) = setup()
        let views = ["a": a, "b": b]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==w)]-[b]-10-|", metrics: ["w": 50], views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=5,==12@750)-[a(30)]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[b(a)]", options: .alignAllTop, metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllTop, metrics: nil, views: views)
        #expect(constraints.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(constraints.filter { !($0.firstAttribute == .leading && $0.firstItem === b && $0.secondItem === a && $0.constant == 0) })
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 12, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 78, y: 12, width: 212, height: 30))
        let optional = constraints.first { $0.constant == 12 }
        #expect(optional?.priority == .defaultHigh)
    }

    @Test("Bad formats raise UIKit's parse error with a caret and return nothing")
    func badFormat() {
        MediaClock.installVirtual()
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        let (_, a, _) = setup()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: ["a": a]).isEmpty)
        #expect(raised.last?.reason == "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view.\nH:|-[a \n      ^")
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[nope]", metrics: nil, views: ["a": a]).isEmpty)
        #expect(raised.last?.reason.contains("nope is not a key in the views dictionary.") == true)
        #expect(raised.count == 2)
    }
}
