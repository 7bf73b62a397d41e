import Foundation

extension NSValue {
    /// A value holding `doubles`, encoded as an array of doubles (`"[16d]"`).
    ///
    /// swift-corelibs-foundation cannot encode structs in an `NSValue`
    /// (`NSValue(bytes:objCType:)` traps on `"{CATransform3D=…}"`), so the
    /// structs UIKit and Core Animation box — transforms, edge insets,
    /// vectors — are stored as their `CGFloat` fields in declaration order.
    convenience init(doubles: [Double]) {
        let type = "[\(doubles.count)d]"
        self.init(doubles: doubles, objCType: type)
    }

    private convenience init(doubles: [Double], objCType type: String) {
        var storage = doubles
        self.init(bytes: &storage, objCType: type)
    }

    /// The doubles of a value made by `init(doubles:)` with `count` of
    /// them, or nil when the value holds something else.
    func doubles(count: Int) -> [Double]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var storage = [Double](repeating: 0, count: count)
        storage.withUnsafeMutableBytes { getValue($0.baseAddress!) }  // exactly `count` doubles: the type was checked
        return storage
    }
}
