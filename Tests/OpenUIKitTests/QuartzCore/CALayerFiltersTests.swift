import Foundation
import Testing
@testable import OpenUIKit

/// `filters`, `backgroundFilters` and `compositingFilter`: declared on iOS,
/// default nil, and (per the Core Animation Programming Guide) ignored by
/// iOS when it renders; Segue stores them and does not apply them.
@MainActor
@Suite("CALayer filters")
struct CALayerFiltersTests {
    @Test("All three default to nil")
    func defaults() {
        MediaClock.installVirtual()
        let layer = CALayer()
        #expect(layer.filters == nil)
        #expect(layer.backgroundFilters == nil)
        #expect(layer.compositingFilter == nil)
    }

    @Test("Each property keeps what was set, independently of the others")
    func storesValues() {
        MediaClock.installVirtual()
        let layer = CALayer()
        layer.filters = ["gaussianBlur", 3]
        #expect(layer.filters?.count == 2)
        #expect(layer.filters?.first as? String == "gaussianBlur")
        #expect(layer.backgroundFilters == nil && layer.compositingFilter == nil)
        layer.compositingFilter = "multiplyBlendMode"
        #expect(layer.compositingFilter as? String == "multiplyBlendMode")
        layer.backgroundFilters = []
        #expect(layer.backgroundFilters?.isEmpty == true)
        layer.filters = nil
        #expect(layer.filters == nil && layer.compositingFilter as? String == "multiplyBlendMode")
    }

    @Test("Filters do not change what is rendered, as on iOS")
    func notApplied() {
        MediaClock.installVirtual()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = UIColor.red.cgColor
        let before = RenderTree(capturing: layer, atMediaTime: 0).layers[0]
        layer.filters = ["gaussianBlur"]
        layer.backgroundFilters = ["gaussianBlur"]
        layer.compositingFilter = "multiplyBlendMode"
        let after = RenderTree(capturing: layer, atMediaTime: 0).layers[0]
        #expect(after.bounds == before.bounds && after.opacity == before.opacity)
        #expect(after.backgroundColor == before.backgroundColor && after.contents == nil)
    }
}
