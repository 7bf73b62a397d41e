import Foundation
@testable import OpenUIKit
import SegueTesting

/// A small seeded generator for property tests (SegueTesting's SplitMix64,
/// Steele et al., "Fast splittable pseudorandom number generators", 2014).
///
/// Why not a property-testing package: none is available to this build
/// offline, and the laws checked here need only reproducible random cases,
/// not shrinking. Each case is run from its own seed, `seed(case)`, and a
/// failure message names it, so a failing case reruns alone as
/// `PropertyGenerator(seed: <seed>)`.
struct PropertyGenerator: RandomNumberGenerator {
    private var source: SplitMix64

    init(seed: UInt64) { source = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { source.next() }

    /// The seed of case `index` of a property (distinct per property name).
    static func seed(_ property: String, _ index: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a of the name, then the index
        for byte in property.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash ^ UInt64(index) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Runs `body` for `count` cases, each with its own generator; the
    /// second argument is the case's seed, for failure messages.
    static func forAll(_ property: String, count: Int = 200,
                       _ body: (inout PropertyGenerator, UInt64) -> Void) {
        for index in 0..<count {
            let seed = seed(property, index)
            var generator = PropertyGenerator(seed: seed)
            body(&generator, seed)
        }
    }

    mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func cgFloat(in range: ClosedRange<Double>) -> CGFloat { CGFloat(double(in: range)) }
    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func bool() -> Bool { Bool.random(using: &self) }
}
