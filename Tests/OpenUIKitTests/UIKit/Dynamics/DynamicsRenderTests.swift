import Foundation
import Testing
@testable import OpenUIKit

/// What a falling view looks like: the frame drawn mid-fall shows it where
/// free fall (y = y₀ + ½·1000·t²) puts it. Written to
/// /tmp/segue-dynamics-midfall.png for looking at.
@MainActor
@Suite("UIKit Dynamics rendering")
struct DynamicsRenderTests {
    @Test("A card falling under gravity is drawn at y₀ + ½gt² mid-fall, turned by its spin")
    func midFallFrame() throws {
        let clock = MediaClock.installVirtual()
        let stage = dynamicsStage(side: 60, center: CGPoint(x: 160, y: 100))
        stage.reference.backgroundColor = .white
        stage.box.backgroundColor = .systemRed
        stage.box.layer.cornerRadius = 8
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 80, height: 50))
        card.backgroundColor = .systemBlue
        stage.reference.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        let collision = UICollisionBehavior(items: [stage.box, card])
        collision.translatesReferenceBoundsIntoBoundary = true
        let spin = UIDynamicItemBehavior(items: [card])
        spin.addAngularVelocity(2, for: card)
        animator.addBehavior(UIGravityBehavior(items: [stage.box, card]))
        animator.addBehavior(collision)
        animator.addBehavior(spin)
        clock.advance(by: 0.3)

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: stage.reference.bounds.size, format: format).image { context in
            stage.reference.layer.render(in: context.cgContext)
        }
        if let data = image.pngData() {
            try? data.write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("segue-dynamics-midfall.png"))
        }
        // The red square's centre: 100 + ½ × 1000 × 0.3² = 145; it spans y 115…175.
        #expect(isClose(stage.box.center.y, 145, within: 0.01))
        #expect(pixel(image, x: 160, y: 145) == pixel(image, x: 160, y: 170))
        #expect(pixel(image, x: 160, y: 145) != pixel(image, x: 160, y: 105))
        #expect(pixel(image, x: 160, y: 105) == [255, 255, 255, 255])
        // The card turned by 2 rad/s × 0.3 s.
        #expect(isClose(atan2(card.transform.b, card.transform.a), 0.6, within: 1e-6))
        withExtendedLifetime(stage) {}
    }

    func pixel(_ image: UIImage, x: Int, y: Int) -> [UInt8] {
        guard let cg = image.cgImage else { return [] }
        let i = (y * cg.width + x) * 4
        return Array(cg.pixels[i..<i + 4])
    }
}
