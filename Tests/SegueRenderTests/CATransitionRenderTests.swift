import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// A push transition from the right, half way (linear, 1 s, at 0.5 s),
/// drawn: the view's previous look (red) has left through half its width,
/// the new look (blue) has come in through the other half.
@MainActor
@Suite(.serialized) struct CATransitionRenderTests {
    @Test("Mid-push from the right: old on the left half, new on the right half")
    func midPush() throws {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 95, y: 300, width: 200, height: 200))
        card.backgroundColor = .red
        window.addSubview(card)
        clock.tick()
        card.backgroundColor = .blue
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        card.layer.add(push, forKey: kCATransition)
        clock.tick()
        clock.advance(by: 0.5)

        let frame = try Renderer().render(RenderTree(capturing: window.layer), scale: 1)
        try Data(PNGCodec.encode(frame)).write(to: URL(fileURLWithPath: "/tmp/segue-catransition-push.png"))
        let old = frame.pixel(x: 95 + 50, y: 400)        // the card's left half: the old look, moved 100 left
        #expect(old.r > 200 && old.b < 60, "\(old)")
        let new = frame.pixel(x: 95 + 150, y: 400)       // the right half: the new look, 100 in from the right
        #expect(new.b > 200 && new.r < 60, "\(new)")
        let leftOfCard = frame.pixel(x: 95 - 50, y: 400) // the old look has moved out to the left, unclipped
        #expect(leftOfCard.r > 200 && leftOfCard.b < 60, "\(leftOfCard)")
        let rightOfCard = frame.pixel(x: 95 + 250, y: 400) // the new look extends past the card's right edge
        #expect(rightOfCard.b > 200 && rightOfCard.r < 60, "\(rightOfCard)")
        withExtendedLifetime(window) {}
    }
}
