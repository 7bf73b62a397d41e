import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// A controller made from a storyboard, with its lazily loaded scene view,
/// embedded child and connected controls, holds nothing that holds it: let
/// go, it is freed, as UIKit's are.
@MainActor
@Suite("Storyboard object lifetime")
struct StoryboardLifetimeTests {
    @Test("A scene's controller, view and storyboard are freed once let go, loaded or not")
    func released() throws {
        weak var unloaded: UIViewController?
        weak var loaded: UIViewController?
        weak var button: UIView?
        weak var storyboard: UIStoryboard?
        do {
            let board = try StoryboardSegueKindTests().storyboard()
            unloaded = board.instantiateInitialViewController()
            let parent = try #require(board.instantiateInitialViewController())
            parent.loadViewIfNeeded()
            loaded = parent
            button = parent.view.subviews.first { $0 is UIButton }
            storyboard = board
            #expect(loaded != nil && button != nil)
        }
        #expect(unloaded == nil && loaded == nil && button == nil && storyboard == nil)
    }
}
