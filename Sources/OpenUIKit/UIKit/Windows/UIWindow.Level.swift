import Foundation

extension UIWindow {
    /// How far above other windows a window sits (`UIWindow.Level`): windows
    /// are ordered back to front by level, and a window at a higher level
    /// is above one at a lower. The named levels are UIKit's values.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of an app's windows (0).
        public static let normal = Level(rawValue: 0)
        /// The level of the status bar (1000).
        public static let statusBar = Level(rawValue: 1000)
        /// The level of alerts (2000).
        public static let alert = Level(rawValue: 2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
    }
}
