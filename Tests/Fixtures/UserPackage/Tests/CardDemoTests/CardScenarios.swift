import CardDemo
import SegueScenarios
import Testing
import UIKit

@MainActor @Test func cardOpens() throws {
    try Scenario("card-opens", "Tap the tile: the card grows out of it and fades in.") {
        TileViewController()
    } script: { harness in
        harness.tap(at: CGPoint(x: 110, y: 270))
    }.run()
}

@MainActor @Test func cardOpensAndCloses() throws {
    let harness = try Scenario("card-opens-and-closes", "Open the card, then dismiss it: it shrinks back into the tile.") {
        TileViewController()
    } script: { harness in
        harness.tap(at: CGPoint(x: 110, y: 270))
        harness.runUntilIdle()
        harness.window.rootViewController?.dismiss(animated: true)
    }.run()
    #expect(harness.violations.isEmpty)
}
