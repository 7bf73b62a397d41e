import Foundation
import OpenUIKit
import SegueFuzzSupport

// Interface Builder documents: any bytes, read as a nib (`UINib(data:bundle:)`,
// `instantiate(withOwner:options:)`) and as a storyboard file
// (`UIStoryboard(name:bundle:)`, `instantiateInitialViewController()`), every
// controller's view loaded (embed segues performed), shown in a window and
// laid out, and every segue the initial controller knows performed. Bad
// documents are reported (file, line, element) and build what they can; the
// virtual clock runs each presentation to its end and back;
// UIKit's exceptions are expected (an unknown key, a missing storyboard)
// and counted, never fatal. Nothing may crash or loop, and the window is
// left with no controller once the input is done.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SegueFuzzLoader-\(getpid())")
try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let file = folder.appendingPathComponent("Fuzz.storyboard")
let bundle = Bundle(path: folder.path)!
UIKitException.handler = { _ in }
// Presentations start on the next tick of the (virtual) clock; the target moves it.
let clock = MediaClock.installVirtual()
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
window.makeKeyAndVisible()

/// Loads `controller`'s view and its children's, shows it, lays it out, and
/// takes it out of the window again.
@MainActor func exercise(_ controller: UIViewController) {
    window.rootViewController = controller
    controller.loadViewIfNeeded()
    for child in controller.children { child.loadViewIfNeeded() }
    clock.advance(by: 0.1)
    window.rootViewController = nil
}

FuzzDriver.run { data in
    for object in UINib(data: data, bundle: nil).instantiate(withOwner: nil) {
        switch object {
        case let controller as UIViewController: exercise(controller)
        case let view as UIView:
            window.addSubview(view)
            window.layoutIfNeeded()
            view.removeFromSuperview()
        default: break
        }
    }
    guard (try? data.write(to: file)) != nil else { return }
    let storyboard = UIStoryboard(name: "Fuzz", bundle: bundle)
    guard let initial = storyboard.instantiateInitialViewController() else { return }
    exercise(initial)
    // Each segue an identifier names in the document, performed from the
    // initial controller (an identifier it lacks raises, harmlessly).
    let text = String(decoding: data, as: UTF8.self)
    var identifiers: [String] = []
    var rest = text[...]
    while let range = rest.range(of: "identifier=\""), identifiers.count < 8 {
        rest = rest[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        identifiers.append(String(rest[..<end]))
        rest = rest[end...]
    }
    for identifier in identifiers {
        let source = storyboard.instantiateInitialViewController() ?? initial
        window.rootViewController = source
        source.performSegue(withIdentifier: identifier, sender: nil)
        clock.advance(by: 1)
        source.presentedViewController?.dismiss(animated: false)
        clock.advance(by: 0.1)
        window.rootViewController = nil
    }
}
