import Foundation

extension LayerState {
    /// The animatable value of a gradient key (a layer without a gradient
    /// answers a default gradient's value).
    func gradientValue(for key: LayerKeyPath) -> AnimatableValue {
        let g = gradient ?? RenderGradient()
        switch key {
        case .gradientColors: return .list(g.colors.map { AnimatableValue($0) })
        case .gradientLocations:
            // nil locations animate from the even spread they stand for.
            return .list(g.stops.map { .scalar(Double($0.location)) })
        case .gradientStartPoint: return .point(g.startPoint)
        case .gradientEndPoint: return .point(g.endPoint)
        default: return .scalar(0)
        }
    }

    /// Stores a gradient key's value; a value of the wrong kind is ignored.
    mutating func setGradientValue(_ value: AnimatableValue, for key: LayerKeyPath) {
        var g = gradient ?? RenderGradient()
        switch (key, value) {
        case (.gradientColors, .list(let l)):
            g.colors = l.compactMap(\.cgColor)
        case (.gradientLocations, .list(let l)):
            g.locations = l.compactMap { $0.scalar.map { CGFloat($0) } }
        case (.gradientStartPoint, .point(let p)): g.startPoint = p
        case (.gradientEndPoint, .point(let p)): g.endPoint = p
        default: return
        }
        gradient = g
    }
}
