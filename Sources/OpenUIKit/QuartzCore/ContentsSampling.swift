import Foundation

/// How a layer's contents image is cut (`contentsRect`), stretched
/// (`contentsCenter`) and sampled (`minificationFilter`,
/// `magnificationFilter`), as a snapshot node carries it.
public struct ContentsSampling: Sendable, Equatable {
    static let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The part of the image drawn, in unit coordinates of the image (default: all of it).
    public var rect = ContentsSampling.unit
    /// The stretchable part of the (cut) image, in unit coordinates; the
    /// parts outside it keep their size (default: all of it stretches).
    public var center = ContentsSampling.unit
    public var minificationFilter: CALayerContentsFilter = .linear
    public var magnificationFilter: CALayerContentsFilter = .linear

    public init() {}
}

extension RenderLayer {
    /// How the contents image is cut, stretched and sampled.
    public var contentsSampling: ContentsSampling {
        get { state.cold.contentsSampling }
        set { state.uniqueCold().contentsSampling = newValue }
    }
}

extension CALayer {
    /// The part of `contents` drawn, in the image's unit coordinate space
    /// (default (0, 0, 1, 1)): a sprite sheet's frame. Animatable. The image
    /// is placed by `contentsGravity` as if it were that part only.
    public var contentsRect: CGRect {
        get { modelState.cold.contentsSampling.rect }
        set {
            guard newValue.isFiniteRect else { return reject("contentsRect", newValue) }
            change(.contentsRect, "contentsRect") { $0.uniqueCold().contentsSampling.rect = newValue }
        }
    }

    /// The stretchable part of `contents`, in unit coordinates (default
    /// (0, 0, 1, 1)): when the image is resized, the parts around it keep
    /// their size (scaled down together when the bounds are too small for
    /// them) and this part stretches — nine-part stretching.
    public var contentsCenter: CGRect {
        get { modelState.cold.contentsSampling.center }
        set {
            guard newValue.isFiniteRect else { return reject("contentsCenter", newValue) }
            modelState.uniqueCold().contentsSampling.center = newValue
            noteChange()
        }
    }

    /// The filter used when the contents are drawn smaller than their pixels.
    public var minificationFilter: CALayerContentsFilter {
        get { modelState.cold.contentsSampling.minificationFilter }
        set { modelState.uniqueCold().contentsSampling.minificationFilter = newValue; noteChange() }
    }

    /// The filter used when the contents are drawn larger than their pixels.
    public var magnificationFilter: CALayerContentsFilter {
        get { modelState.cold.contentsSampling.magnificationFilter }
        set { modelState.uniqueCold().contentsSampling.magnificationFilter = newValue; noteChange() }
    }
}
