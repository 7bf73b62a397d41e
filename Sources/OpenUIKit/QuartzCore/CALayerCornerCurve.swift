import Foundation

/// The curve of a layer's rounded corners (`CALayerCornerCurve`, iOS 13).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve, which eases into the straight edges.
    /// Segue draws it with quarter circles too (docs/FIDELITY.md).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
