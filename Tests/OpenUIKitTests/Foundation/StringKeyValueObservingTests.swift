import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// String key-value observing as Foundation documents it
/// (`addObserver(_:forKeyPath:options:context:)`,
/// `observeValue(forKeyPath:of:change:context:)`, `NSKeyValueChangeKey`):
/// the change dictionary holds `.kindKey` always, `.newKey`/`.oldKey` when
/// the options ask, `.notificationIsPriorKey` before the change with
/// `.prior`; the context is passed back; removing an unregistered observer
/// raises `NSRangeException`.
@MainActor
@Suite("String key-value observing")
struct StringKeyValueObservingTests {
    final class Observer: UIViewController {
        var received: [(String?, [NSKeyValueChangeKey: Any]?, UnsafeMutableRawPointer?)] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                   change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            received.append((keyPath, change, context))
        }
    }

    private func caught(_ body: () -> Void) -> [UIKitException] {
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        body()
        return raised
    }

    @Test("Change keys have Foundation's raw values")
    func keys() {
        #expect(NSKeyValueChangeKey.kindKey.rawValue == "kind" && NSKeyValueChangeKey.newKey.rawValue == "new")
        #expect(NSKeyValueChangeKey.oldKey.rawValue == "old" && NSKeyValueChangeKey.indexesKey.rawValue == "indexes")
        #expect(NSKeyValueChangeKey.notificationIsPriorKey.rawValue == "notificationIsPrior")
    }

    @Test("contentOffset with .new, .old and .prior: a prior notification, then the change, with the context")
    func contentOffset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let observer = Observer()
        var token = 7
        withUnsafeMutablePointer(to: &token) { context in
            scrollView.addObserver(observer, forKeyPath: "contentOffset", options: [.new, .old, .prior], context: context)
            scrollView.contentOffset = CGPoint(x: 0, y: 30)
            #expect(observer.received.count == 2)
            let (priorPath, prior, priorContext) = observer.received[0]
            #expect(priorPath == "contentOffset" && priorContext == UnsafeMutableRawPointer(context))
            #expect(prior?[.notificationIsPriorKey] as? Bool == true)
            #expect(prior?[.oldKey] as? CGPoint == .zero && prior?[.newKey] == nil)
            let (_, after, _) = observer.received[1]
            #expect(after?[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
            #expect(after?[.oldKey] as? CGPoint == .zero)
            #expect(after?[.newKey] as? CGPoint == CGPoint(x: 0, y: 30))
            #expect(after?[.notificationIsPriorKey] == nil)
            scrollView.removeObserver(observer, forKeyPath: "contentOffset", context: context)
        }
        scrollView.contentOffset = .zero
        #expect(observer.received.count == 2)
    }

    @Test(".initial reports at once; without options only the kind; a key path into the value's fields")
    func initialAndFields() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let observer = Observer()
        view.addObserver(observer, forKeyPath: "bounds.size", options: [.initial, .new], context: nil)
        view.addObserver(observer, forKeyPath: "hidden", options: [], context: nil)
        #expect(observer.received.count == 1 && observer.received[0].1?[.newKey] as? CGSize == CGSize(width: 10, height: 10))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        view.isHidden = true
        #expect(observer.received.count == 3)
        #expect(observer.received[1].0 == "bounds.size" && observer.received[1].1?[.newKey] as? CGSize == CGSize(width: 40, height: 20))
        #expect(observer.received[2].0 == "hidden" && observer.received[2].1?.count == 1)
        view.removeObserver(observer, forKeyPath: "bounds.size")
        view.removeObserver(observer, forKeyPath: "hidden")
    }

    @Test("Removing an observer that is not registered raises NSRangeException with Foundation's reason")
    func removeUnregistered() {
        let view = UIView()
        let observer = Observer()
        let raised = caught { view.removeObserver(observer, forKeyPath: "frame") }
        #expect(raised.count == 1 && raised.first?.name == "NSRangeException")
        #expect(raised.first?.reason.hasPrefix("Cannot remove an observer <") == true)
        #expect(raised.first?.reason.contains("for the key path \"frame\" from <") == true)
        #expect(raised.first?.reason.hasSuffix("> because it is not registered as an observer.") == true)
    }

    @Test("NSObject's own observeValue raises NSInternalInconsistencyException for an unhandled change")
    func unhandled() {
        let view = UIView()
        let observer = UIViewController()
        view.addObserver(observer, forKeyPath: "alpha", options: [.new], context: nil)
        let raised = caught { view.alpha = 0.5 }
        #expect(raised.count == 1 && raised.first?.name == UIKitException.internalInconsistency)
        #expect(raised.first?.reason.contains("An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.\nKey path: alpha") == true)
        view.removeObserver(observer, forKeyPath: "alpha")
    }

    @Test("A key path Segue does not report is a diagnostic and no registration")
    func unsupported() {
        let view = UIView()
        let observer = Observer()
        expectDiagnostic("reports no changes of 'tag'") {
            view.addObserver(observer, forKeyPath: "tag", options: [.new], context: nil)
        }
        let raised = caught { view.removeObserver(observer, forKeyPath: "tag") }
        #expect(raised.first?.name == "NSRangeException")
    }
}
