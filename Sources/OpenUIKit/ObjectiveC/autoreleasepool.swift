import Foundation

#if !canImport(ObjectiveC)
/// Runs `body` inside an autorelease pool and returns its result
/// (`autoreleasepool(invoking:)`, Swift's ObjectiveC overlay on Apple
/// platforms).
///
/// On Apple platforms the pool releases the objects autoreleased while
/// `body` ran when it returns. Without the Objective-C runtime nothing is
/// autoreleased — Swift releases every object as soon as its last reference
/// goes — so by the time `body` returns everything it let go of is already
/// released, which is the pool's whole contract. Errors `body` throws pass
/// through, as on Apple platforms.
@inlinable
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif
