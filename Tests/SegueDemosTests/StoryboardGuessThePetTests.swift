import Foundation
import Testing
import OpenUIKit
import SegueRender
import SegueTesting
@testable import SegueDemos

/// The storyboard variant of Guess the Pet against the code-built app: the
/// same touches give the same frames, pixel for pixel, through the reveal
/// segue (its flip set in `prepare(for:sender:)`) and the unwind back.
@MainActor
@Suite("Guess the Pet from a storyboard", .transitionHarness)
struct StoryboardGuessThePetTests {
    let renderer: Renderer? = try? Renderer()

    func frames(_ app: any DemoApp.Type, _ name: String) throws -> ScenarioRunner {
        let scenario = try #require(app.scenarios.first { $0.name == name })
        let runner = ScenarioRunner(app: app, scenario: scenario)
        runner.run(fps: 30).tearDown()
        return runner
    }

    @Test("The storyboard loads the same screens: pages of cards from the card scene, each with its pet")
    func loads() throws {
        let pages = try #require(StoryboardGuessThePetApp.makeRootViewController() as? StoryboardPetPagesViewController)
        pages.loadViewIfNeeded()
        let card = try #require(pages.viewControllers?.first as? StoryboardCardViewController)
        card.loadViewIfNeeded()
        #expect(card.titleLabel.text == "Guess the Pet #1")
        #expect(card.clueLabel.text == Pet.all[0].clue)
        #expect(card.cardView.layer.cornerRadius == CardViewController.cornerRadius)
        #expect(card.cardView.gestureRecognizers?.first is UITapGestureRecognizer)
    }

    @Test("present, dismiss and swipe-complete: every frame renders like the code-built app's", arguments: ["present", "dismiss", "swipe-complete"])
    func sameFrames(_ name: String) throws {
        let renderer = try #require(renderer, "EGL/GLES renderer unavailable")
        let code = try frames(GuessThePetApp.self, name)
        let storyboard = try frames(StoryboardGuessThePetApp.self, name)
        #expect(code.frames.count == storyboard.frames.count)
        #expect(code.frames.count > 10)
        var differing: [Int] = []
        for (index, (a, b)) in zip(code.frames, storyboard.frames).enumerated() {
            let left = try renderer.render(a.tree, scale: 1, background: .black)
            let right = try renderer.render(b.tree, scale: 1, background: .black)
            if left != right { differing.append(index) }
        }
        #expect(differing.isEmpty, "frames that differ: \(differing)")
    }
}
