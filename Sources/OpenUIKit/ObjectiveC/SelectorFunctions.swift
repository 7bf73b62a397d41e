import Foundation

/// The name of `aSelector` (Foundation's `NSStringFromSelector`,
/// developer.apple.com/documentation/foundation/1395257-nsstringfromselector):
/// `NSStringFromSelector(Selector("handlePan:"))` is `"handlePan:"`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The selector named `aSelectorName` (Foundation's `NSSelectorFromString`,
/// developer.apple.com/documentation/foundation/1395294-nsselectorfromstring).
/// It reaches the method a ported `#selector` registered under that name;
/// as on iOS, making it never fails, and an unknown name is answered when
/// it is sent.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
