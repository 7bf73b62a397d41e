import Foundation
@testable import OpenUIKit
import SegueTesting
import SegueRender

/// Finding what a shown menu draws, for tests that tap its rows.
@MainActor
extension TransitionHarness {
    /// The menu on screen (the topmost one), if any.
    var visibleMenu: MenuContainerView? { window.subviews.compactMap { $0 as? MenuContainerView }.last }

    /// The titles of the rows the visible menu draws, top to bottom.
    var menuRowTitles: [String] { visibleMenu?.card.rows.compactMap { $0.titleLabel.text } ?? [] }

    /// The visible menu's row titled `title`.
    func menuRow(_ title: String) -> MenuRowView? { visibleMenu?.card.rows.first { $0.titleLabel.text == title } }

    /// Taps the visible menu's row titled `title` and lets the menu close.
    func tapMenuRow(_ title: String) {
        guard let row = menuRow(title) else { return }
        tap(row)
        advance(by: 0.4)
    }

    /// Writes the current frame to /tmp/`name`.png for a person to look at.
    func writeFrame(_ name: String) throws {
        let png = SegueRender.PNGCodec.encode(try renderFrame(scale: 2))
        try Data(png).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + name + ".png"))
    }
}
