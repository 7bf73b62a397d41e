import Foundation

/// Seconds, as Core Foundation measures time (`CFTimeInterval`).
public typealias CFTimeInterval = Double
