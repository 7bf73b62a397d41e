import Foundation
import Testing
@testable import OpenUIKit

/// Background configurations (`UIBackgroundConfiguration`): defaults, the
/// tint-colour rule for nil colours, state updates and how a view draws one.
@MainActor
@Suite struct UIBackgroundConfigurationTests {
    private func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.resolvedColor(with: .standard).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test("clear() has no default styling")
    func clearDefaults() {
        let config = UIBackgroundConfiguration.clear()
        #expect(components(config.backgroundColor!) == [0, 0, 0, 0])
        #expect(config.cornerRadius == 0)
        #expect(config.backgroundInsets == .zero)
        #expect(config.strokeWidth == 0 && config.strokeOutset == 0)
        #expect(config.customView == nil && config.image == nil && config.visualEffect == nil)
        #expect(config.edgesAddingLayoutMarginsToBackgroundInsets == [])
    }

    @Test("A nil background colour uses the view's tint colour")
    func nilColourIsTint() {
        var config = UIBackgroundConfiguration.listPlainCell()
        config.backgroundColor = nil
        #expect(config.backgroundColor == nil)
        #expect(components(config.resolvedBackgroundColor(for: .systemGreen)) == components(.systemGreen))
        config.strokeColor = nil
        #expect(components(config.resolvedStrokeColor(for: .systemPink)) == components(.systemPink))
    }

    @Test("The colour transformer applies to the resolved colour")
    func transformerApplies() {
        var config = UIBackgroundConfiguration.clear()
        config.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        config.backgroundColorTransformer = .grayscale
        let c = components(config.resolvedBackgroundColor(for: .systemBlue))
        #expect(abs(c[0] - 0.7152) < 1e-6 && c[0] == c[1] && c[1] == c[2])
    }

    @Test("A plain list cell's background has a look of its own when selected and when highlighted")
    func listCellStates() {
        let normal = UIBackgroundConfiguration.listPlainCell()
            .updated(for: UICellConfigurationState(traitCollection: .standard))
        var selectedState = UICellConfigurationState(traitCollection: .standard)
        selectedState.isSelected = true
        var highlightedState = UICellConfigurationState(traitCollection: .standard)
        highlightedState.isHighlighted = true
        let selected = UIBackgroundConfiguration.listPlainCell().updated(for: selectedState)
        let highlighted = UIBackgroundConfiguration.listPlainCell().updated(for: highlightedState)
        #expect(components(normal.backgroundColor!) != components(selected.backgroundColor!))
        #expect(components(normal.backgroundColor!) != components(highlighted.backgroundColor!))
    }

    @Test("updated(for:) keeps the values you set")
    func updateKeepsCustomValues() {
        var config = UIBackgroundConfiguration.listGroupedCell()
        config.backgroundColor = .systemYellow
        config.cornerRadius = 12
        config.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        var state = UICellConfigurationState(traitCollection: .standard)
        state.isSelected = true
        state.isHighlighted = true
        let updated = config.updated(for: state)
        #expect(updated.backgroundColor === UIColor.systemYellow)
        #expect(updated.cornerRadius == 12)
        #expect(updated.backgroundInsets == config.backgroundInsets)
    }

    @Test("A cell draws its background configuration behind the content, inset and rounded")
    func cellDrawsBackground() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        var config = UIBackgroundConfiguration.clear()
        config.backgroundColor = .systemOrange
        config.cornerRadius = 10
        config.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 12)
        config.strokeWidth = 2
        config.strokeOutset = 3
        config.strokeColor = .systemRed
        cell.backgroundConfiguration = config
        cell.layoutIfNeeded()
        let view = try #require(cell.subviews.first as? BackgroundConfigurationView)
        #expect(view.frame == cell.bounds)
        let fill = try #require(view.subviews.first)
        #expect(fill.frame == CGRect(x: 8, y: 4, width: 300, height: 50))
        #expect(fill.layer.cornerRadius == 10)
        #expect(components(fill.backgroundColor!) == components(.systemOrange))
        let stroke = try #require(view.subviews.last)
        #expect(stroke.frame == CGRect(x: 5, y: 1, width: 306, height: 56))
        #expect(stroke.layer.borderWidth == 2 && stroke.layer.cornerRadius == 13)
        // The cell's own background colour no longer paints around the rounded corners.
        #expect(cell.backgroundColor == nil)
    }

    @Test("Layout margins are added to the insets on the edges asked for")
    func marginsAdded() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 3, leading: 20, bottom: 3, trailing: 20)
        var config = UIBackgroundConfiguration.clear()
        config.backgroundColor = .systemBlue
        config.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        cell.backgroundConfiguration = config
        cell.layoutIfNeeded()
        let view = try #require(cell.subviews.first as? BackgroundConfigurationView)
        #expect(view.backgroundRect == CGRect(x: 20, y: 0, width: 160, height: 50))
    }

    @Test("Setting a background view or selected background view resets the background configuration")
    func viewsResetConfiguration() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundConfiguration != nil)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        cell.backgroundConfiguration = .listPlainCell()
        cell.selectedBackgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        let item = UICollectionViewCell(frame: .zero)
        item.backgroundConfiguration = .clear()
        item.backgroundView = UIView()
        #expect(item.backgroundConfiguration == nil)
    }
}
