import Foundation

/// UIKit's `IndexPath` conveniences (`item`, `row`, `section`), which
/// swift-corelibs-foundation lacks: index 0 is the section, index 1 the item.
extension IndexPath {
    /// An index path for an item in a collection view section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// An index path for a row in a table view section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// The same conveniences on `NSIndexPath`, which UIKit also extends.
extension NSIndexPath {
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }

    public var section: Int { index(atPosition: 0) }
    public var item: Int { index(atPosition: 1) }
    public var row: Int { index(atPosition: 1) }
}
