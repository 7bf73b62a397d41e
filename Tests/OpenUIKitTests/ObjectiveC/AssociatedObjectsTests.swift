import Foundation
import Testing
@testable import OpenUIKit

/// Associated objects as the runtime documents them
/// (`objc_setAssociatedObject`, `objc_AssociationPolicy`): RETAIN keeps the
/// value alive, ASSIGN does not, COPY stores a copy, nil removes, and the
/// values go with their owner.
@MainActor
@Suite("Associated objects")
struct AssociatedObjectsTests {
    enum Keys {
        nonisolated(unsafe) static var badge: UInt8 = 0
        nonisolated(unsafe) static var title: UInt8 = 0
    }

    final class Token {}

    @Test("The policies' raw values are the runtime's")
    func rawValues() {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0x301)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0x303)
    }

    @Test("RETAIN keeps the value alive; keys are addresses; nil removes")
    func retain() {
        let view = UIView()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            objc_setAssociatedObject(view, &Keys.badge, token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(view, &Keys.title, "Card", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        }
        #expect(weakToken != nil)
        #expect(objc_getAssociatedObject(view, &Keys.badge) as? Token === weakToken)
        #expect(objc_getAssociatedObject(view, &Keys.title) as? String == "Card")
        objc_setAssociatedObject(view, &Keys.badge, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Keys.badge) == nil && weakToken == nil)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &Keys.title) == nil)
    }

    @Test("ASSIGN does not retain; COPY stores a copy of an NSCopying object")
    func assignAndCopy() {
        let layer = CALayer()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            objc_setAssociatedObject(layer, &Keys.badge, token, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(layer, &Keys.badge) as? Token === token)
        }
        #expect(weakToken == nil && objc_getAssociatedObject(layer, &Keys.badge) == nil)
        let text = NSMutableString(string: "a")
        objc_setAssociatedObject(layer, &Keys.title, text, .OBJC_ASSOCIATION_COPY)
        text.append("b")
        #expect((objc_getAssociatedObject(layer, &Keys.title) as? NSString) == "a")
    }

    @Test("Values are released with their owner")
    func releasedWithOwner() {
        weak var weakToken: Token?
        do {
            let view = UIView()
            let token = Token()
            weakToken = token
            objc_setAssociatedObject(view, &Keys.badge, token, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(weakToken == nil)
    }
}
