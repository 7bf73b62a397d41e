import Foundation
import Testing
@testable import OpenUIKit

/// Configuration states and colour transformers, as UIKit documents them.
@MainActor
@Suite struct UIConfigurationStateTests {
    @Test("A new cell state has the traits given and every flag off")
    func cellStateDefaults() {
        let traits = UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact, displayScale: 2)
        let state = UICellConfigurationState(traitCollection: traits)
        #expect(state.traitCollection == traits)
        #expect(!state.isSelected && !state.isHighlighted && !state.isDisabled && !state.isFocused)
        #expect(!state.isEditing && !state.isExpanded && !state.isSwiped && !state.isReordering)
        #expect(state.cellDragState == .none && state.cellDropState == .none)
    }

    @Test("Custom states are stored under their keys and compared with the state")
    func customStates() {
        let key = UIConfigurationStateCustomKey("com.example.isFavorite")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state[key] == nil)
        state[key] = true
        #expect(state[key] == AnyHashable(true))
        var other = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state != other)
        other[key] = true
        #expect(state == other)
    }

    @Test("A view state has the view flags, off by default")
    func viewStateDefaults() {
        var state = UIViewConfigurationState(traitCollection: UITraitCollection())
        #expect(!state.isDisabled && !state.isHighlighted && !state.isSelected && !state.isFocused)
        state.isSelected = true
        #expect(state.isSelected)
    }

    @Test("A colour transformer is called like a function")
    func transformerCalls() {
        let transformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var alpha: CGFloat = 0
        _ = transformer(UIColor.red).getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(alpha == 0.5)
        #expect(transformer == transformer)
        #expect(transformer != UIConfigurationColorTransformer { $0 })
    }

    @Test("The grayscale transformer keeps luminance (Rec. 709) and alpha")
    func grayscale() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = UIConfigurationColorTransformer.grayscale(UIColor(red: 1, green: 0, blue: 0, alpha: 0.8))
            .getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2126) < 1e-6 && r == g && g == b)
        #expect(abs(a - 0.8) < 1e-6)
    }
}
