import Foundation
import Testing
@testable import OpenUIKit

/// Layout direction (Apple: "Supporting right-to-left languages";
/// `semanticContentAttribute`, `userInterfaceLayoutDirection(for:)`):
/// leading and trailing are the right and left edges of a view laid out
/// right-to-left.
@MainActor
@Suite("Layout direction")
struct LayoutDirectionTests {
    @Test("The attribute decides the direction: forced ones as forced, playback and spatial left-to-right, unspecified the app's")
    func directionForAttribute() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == UIApplication.shared.userInterfaceLayoutDirection)
        #expect(UITraitCollection().layoutDirection == .leftToRight)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4 && UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
    }

    @Test("In a view forced right-to-left, a leading constraint pins the right edge and trailing the left")
    func leadingAndTrailingFlip() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.minX == 20)
        container.semanticContentAttribute = .forceRightToLeft
        child.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        // Leading is the right edge: child.right = container.right − 20 (a positive constant moves inwards).
        #expect(child.frame.maxX == 280)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("directionalLayoutMargins put leading on the right in a right-to-left view")
    func directionalMargins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    @Test("A collection view cell shows its selectedBackgroundView above the background and behind the content while selected or highlighted")
    func selectedBackgroundView() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        cell.isSelected = true
        #expect(cell.subviews.firstIndex(of: background)! < cell.subviews.firstIndex(of: selected)!)
        #expect(cell.subviews.firstIndex(of: selected)! < cell.subviews.firstIndex(of: cell.contentView)!)
        #expect(selected.frame == cell.bounds)
        cell.isSelected = false
        #expect(selected.superview == nil)
        cell.isHighlighted = true
        #expect(selected.superview === cell)
    }

    @Test("CGRect, CGPoint and CGSize equalTo(_:) compare values; null rectangles equal only each other")
    func geometryEquality() {
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(!CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(.zero))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGSize(width: 1, height: 2).equalTo(.zero))
    }
}
