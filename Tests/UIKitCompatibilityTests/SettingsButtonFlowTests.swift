import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func tappingTheButtonPresentsSettingsAndCloseDismisses() {
    let menu = MenuViewController()
    let harness = TransitionHarness(root: menu)
    harness.tap(menu.settingsButton)
    #expect(menu.presentedSettings != nil)
    let settings = menu.presentedSettings!
    #expect(harness.isTransitioning || menu.presentedViewController === settings)
    harness.runUntilIdle()

    #expect(menu.presentedViewController === settings)
    #expect(settings.view.window === harness.window && menu.view.window == nil)
    #expect(harness.appearanceLog(["menu": menu, "settings": settings]) == [
        "menu.viewWillDisappear", "settings.viewWillAppear", "settings.viewIsAppearing", "settings.viewDidAppear", "menu.viewDidDisappear",
    ])

    harness.tap(settings.closeButton)
    harness.runUntilIdle()
    #expect(menu.presentedViewController == nil)
    #expect(menu.view.window === harness.window && settings.view.window == nil)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func themeNotificationReachesTheSelectorObserver() {
    let menu = MenuViewController()
    let harness = TransitionHarness(root: menu)
    NotificationCenter.default.post(name: .themeDidChange, object: nil, userInfo: ["color": UIColor.red])
    #expect(menu.tintChanges == 1)
    #expect(menu.view.tintColor == .red)
    NotificationCenter.default.post(name: .themeDidChange, object: nil)
    #expect(menu.tintChanges == 2)
    #expect(harness.violations.isEmpty)
}
