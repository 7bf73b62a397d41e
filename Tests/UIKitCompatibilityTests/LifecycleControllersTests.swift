import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func classicControllersGetTheirLifecycleInOrder() {
    let list = ArticleListViewController()
    #expect(list.title == "Articles" && list.lifecycle == ["init"])
    let harness = TransitionHarness(root: list)
    #expect(list.lifecycle.starts(with: ["init", "loadView", "viewDidLoad", "viewWillAppear(false)"]))
    #expect(list.lifecycle.last == "viewDidAppear(false)")

    var completed = false
    var lastCallbackAtCompletion: String?
    weak var presented: ArticleViewController?
    let article = list.openArticle(titled: "Hello") {
        completed = true
        lastCallbackAtCompletion = presented?.lifecycle.last
    }
    presented = article
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.1)
    #expect(close(article.view.layer.presentation()!.opacity, 0.25))
    harness.runUntilIdle()

    #expect(completed)
    #expect(lastCallbackAtCompletion == "viewDidAppear(true)")   // the completion runs after viewDidAppear
    #expect(article.lifecycle == ["init", "loadView", "viewDidLoad", "viewWillAppear(true)", "viewIsAppearing(true)", "viewDidAppear(true)"])
    #expect(list.lifecycle.suffix(2) == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
    #expect(article.layoutCount > 0)
    #expect(article.titleLabel.frame == CGRect(x: 20, y: 60, width: 350, height: 40))
    #expect(article.bodyView.frame == CGRect(x: 20, y: 112, width: 350, height: 844 - 100 - 12 - 20))
    #expect(article.titleLabel.text == "Hello (1)")
    #expect(article.view.window === harness.window && list.view.window == nil)

    article.dismiss(animated: true)
    harness.runUntilIdle()
    #expect(article.lifecycle.suffix(2) == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
    #expect(list.lifecycle.suffix(3) == ["viewWillAppear(true)", "viewIsAppearing(true)", "viewDidAppear(true)"])
    #expect(list.view.window === harness.window)

    list.present(article, animated: true)
    harness.runUntilIdle()
    #expect(article.titleLabel.text == "Hello (2)")
    #expect(article.lifecycle.filter { $0 == "viewDidLoad" }.count == 1)
    #expect(harness.violations.isEmpty)
}
