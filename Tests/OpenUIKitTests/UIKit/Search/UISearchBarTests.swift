import Foundation
import Testing
@testable import OpenUIKit

/// `UISearchBar` and `UISearchBarDelegate` as Apple documents them: the
/// delegate hears editing, text changes made by the user, the Search key,
/// the Cancel button and scope changes.
@MainActor
@Suite("UISearchBar")
struct UISearchBarTests {
    final class Recorder: NSObject, UISearchBarDelegate {
        var log: [String] = []
        var allowsBegin = true
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return allowsBegin }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange \(text)"); return true
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
    }

    func barInWindow() -> (UISearchBar, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        window.addSubview(bar)
        return (bar, window)
    }

    @Test("Typing calls the delegate in UIKit's order; the Search key calls searchBarSearchButtonClicked; resigning ends editing")
    func editingOrder() {
        let (bar, window) = barInWindow()
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        bar.delegate = recorder
        #expect(bar.becomeFirstResponder())
        #expect(bar.isFirstResponder)
        bar.searchTextField.insertText("cat")
        bar.searchTextField.insertText("\n")
        #expect(bar.text == "cat")
        #expect(bar.resignFirstResponder())
        #expect(recorder.log == ["shouldBegin", "didBegin", "shouldChange cat", "text cat", "search", "shouldEnd", "didEnd"])
    }

    @Test("Setting text does not call textDidChange; a delegate that refuses keeps the field from editing")
    func programmaticTextAndRefusal() {
        let (bar, window) = barInWindow()
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        recorder.allowsBegin = false
        bar.delegate = recorder
        bar.text = "dogs"
        #expect(bar.searchTextField.text == "dogs")
        #expect(!bar.becomeFirstResponder())
        #expect(recorder.log == ["shouldBegin"])
    }

    @Test("The Cancel button shows when asked, narrows the field, and tells the delegate when tapped")
    func cancelButton() {
        let (bar, window) = barInWindow()
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        bar.delegate = recorder
        bar.layoutIfNeeded()
        let fullWidth = bar.searchTextField.frame.width
        #expect(abs(fullWidth - (390 - 16)) < 0.001)
        bar.setShowsCancelButton(true, animated: false)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.width < fullWidth)
        let cancel = bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" }
        #expect(cancel != nil)
        cancel?.sendActions(for: .touchUpInside)
        #expect(recorder.log == ["cancel"])
    }

    @Test("A scope bar adds 44 points and reports the chosen scope")
    func scopeBar() {
        let (bar, window) = barInWindow()
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        bar.delegate = recorder
        #expect(bar.intrinsicContentSize.height == 56)
        bar.scopeButtonTitles = ["All", "Cats", "Dogs"]
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        #expect(bar.selectedScopeButtonIndex == 0)
        let scope = bar.subviews.compactMap { $0 as? UISegmentedControl }.first
        scope?.selectedSegmentIndex = 2
        scope?.sendActions(for: .valueChanged)
        #expect(bar.selectedScopeButtonIndex == 2 && recorder.log == ["scope 2"])
    }

    @Test("The field is a UISearchTextField with the Search return key and a clear button while editing")
    func field() {
        let bar = UISearchBar()
        #expect(bar.searchTextField.returnKeyType == .search)
        #expect(bar.searchTextField.clearButtonMode == .whileEditing)
        #expect(bar.searchTextField.leftView is UIImageView)
        bar.placeholder = "Search"
        #expect(bar.searchTextField.placeholder == "Search")
    }
}
