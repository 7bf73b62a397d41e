import Foundation

/// Space between items (`NSCollectionLayoutSpacing`): fixed, or flexible —
/// at least `spacing`, growing to share the space a group leaves over.
@preconcurrency @MainActor
public class NSCollectionLayoutSpacing: NSObject {
    private let value: CGFloat
    private let flexible: Bool

    required init(value: CGFloat, flexible: Bool) {
        self.value = value
        self.flexible = flexible
    }

    /// At least `flexibleSpacing`, plus an equal share of the space left over.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(value: flexibleSpacing, flexible: true) }
    /// Exactly `fixedSpacing`.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(value: fixedSpacing, flexible: false) }

    public var spacing: CGFloat { value }
    public var isFlexibleSpacing: Bool { flexible }
    public var isFixedSpacing: Bool { !flexible }
}
