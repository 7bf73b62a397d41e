import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UISlider`'s images as Apple documents them: a thumb or track image set
/// for a state replaces the standard one, a state without its own image uses
/// `.normal`'s, the `current…Image` properties report the image in use, and
/// the value images sit at the ends with the track between them.
@MainActor
@Suite("UISlider images", .transitionHarness)
struct UISliderImageTests {
    static func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    @Test("A state without its own thumb or track image uses .normal's; none set means nil")
    func fallback() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.thumbImage(for: .normal) == nil && slider.currentThumbImage == nil)
        let thumb = Self.image(20, 20), pressed = Self.image(24, 24), track = Self.image(4, 4)
        slider.setThumbImage(thumb, for: .normal)
        slider.setMinimumTrackImage(track, for: .normal)
        #expect(slider.thumbImage(for: .highlighted) === thumb && slider.currentThumbImage === thumb)
        #expect(slider.minimumTrackImage(for: .disabled) === track && slider.currentMinimumTrackImage === track)
        #expect(slider.currentMaximumTrackImage == nil)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.thumbImage(for: .highlighted) === pressed && slider.currentThumbImage === thumb)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === pressed)
    }

    @Test("A thumb image sets the thumb's size, and the thumb's centre travels the track less the image's width")
    func thumbImageGeometry() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.setThumbImage(Self.image(40, 20), for: .normal)
        let track = slider.trackRect(forBounds: slider.bounds)
        let low = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        let high = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        #expect(low.size == CGSize(width: 40, height: 20))
        #expect(low.minX == track.minX && high.maxX == track.maxX)
        // The drawn thumb gives way to the image: it has no fill of its own.
        #expect(slider.subviews.contains { ($0 as? UIImageView)?.image != nil && $0.frame == low && $0.backgroundColor == nil })
    }

    @Test("Value images keep their size at the ends, and the track runs between them")
    func valueImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds).width == 0)
        slider.minimumValueImage = Self.image(18, 18)
        slider.maximumValueImage = Self.image(24, 24)
        let minimumRect = slider.minimumValueImageRect(forBounds: slider.bounds)
        let maximumRect = slider.maximumValueImageRect(forBounds: slider.bounds)
        #expect(minimumRect.size == CGSize(width: 18, height: 18) && minimumRect.minX == 0)
        #expect(maximumRect.size == CGSize(width: 24, height: 24) && maximumRect.maxX == 300)
        #expect(minimumRect.midY == 15.5 && maximumRect.midY == 15.5)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX > minimumRect.maxX && track.maxX < maximumRect.minX)
    }
}
