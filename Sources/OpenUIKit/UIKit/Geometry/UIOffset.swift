import Foundation

/// A horizontal and vertical displacement (`UIOffset`), as bar-button
/// title positions and motion effects use it.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// The zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// The zero offset (`UIOffset.zero`).
    public static let zero = UIOffset()
}
