import Foundation

/// How painted colour combines with what the bitmap already holds
/// (`CGBlendMode`). `S` is the source, `D` the destination, premultiplied.
///
/// Segue composites the separable modes by the W3C compositing formulas
/// and the Porter-Duff modes exactly; the non-separable modes (`hue`,
/// `saturation`, `color`, `luminosity`) are drawn as `.normal` with a
/// diagnostic.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    /// R = 0
    case clear
    /// R = S
    case copy
    /// R = S·Da
    case sourceIn
    /// R = S·(1 − Da)
    case sourceOut
    /// R = S·Da + D·(1 − Sa)
    case sourceAtop
    /// R = S·(1 − Da) + D
    case destinationOver
    /// R = D·Sa
    case destinationIn
    /// R = D·(1 − Sa)
    case destinationOut
    /// R = S·(1 − Da) + D·Sa
    case destinationAtop
    /// R = S·(1 − Da) + D·(1 − Sa)
    case xor
    /// R = max(0, 1 − ((1 − D) + (1 − S)))
    case plusDarker
    /// R = min(1, S + D)
    case plusLighter
}
