import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite("UIOffset and autoreleasepool")
struct UIOffsetAndAutoreleasepoolTests {
    @Test("UIOffset holds its two components; zero is the default")
    func offset() {
        let offset = UIOffset(horizontal: 3, vertical: -4)
        #expect(offset.horizontal == 3 && offset.vertical == -4)
        #expect(UIOffset() == .zero && UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
    }

    struct Failure: Error {}

    @Test("autoreleasepool(invoking:) returns the body's result, rethrows its error, and objects let go inside are released when it returns")
    func pool() throws {
        #expect(autoreleasepool { 42 } == 42)
        #expect(throws: Failure.self) { try autoreleasepool(invoking: { () throws -> Int in throw Failure() }) }
        weak var released: NSObject?
        autoreleasepool {
            let object = NSObject()
            released = object
            #expect(released != nil)
        }
        #expect(released == nil)
    }
}
