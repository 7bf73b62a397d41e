import Foundation

/// Makes the app object and the app delegate and starts the event loop
/// (`UIApplicationMain(_:_:_:_:)`); on iOS it never returns.
///
/// UIKit makes the delegate from its class *name* through the Objective-C
/// runtime. Swift on Linux has no such runtime and cannot make an object
/// from a class it knows only by name or as `AnyClass` (that needs a
/// `required` initializer, which `UIResponder.init()` is not). So Segue
/// resolves the names, reports what it cannot do on standard error, and
/// returns `EXIT_FAILURE`; apps run under Segue by being launched with
/// their delegate object (SegueTesting's
/// `TransitionHarness(launching:sceneDelegate:)`), which runs the same
/// launch sequence (docs/FIDELITY.md).
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    if let principalClassName, principalClassName != "UIApplication",
       !(NSClassFromString(principalClassName) is UIApplication.Type) {
        UIApplicationMainDiagnostic.report("the principal class \(principalClassName) is not UIApplication or a subclass")
    }
    let name = delegateClassName ?? "nil"
    UIApplicationMainDiagnostic.report("""
        cannot make the app delegate \(name) from its class name: Swift on Linux has no Objective-C \
        runtime. Launch the app with its delegate object instead (SegueTesting's \
        TransitionHarness(launching:sceneDelegate:)).
        """)
    return EXIT_FAILURE
}

extension UIApplicationDelegate {
    /// The entry point of an app whose delegate class is marked `@main`:
    /// `UIApplicationMain` with the class's name, as UIKit's does
    /// (see `UIApplicationMain(_:_:_:_:)` for what Segue can do with it).
    public static func main() {
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(self))
        exit(status)
    }
}

/// Writes `UIApplicationMain`'s reports to standard error and the log.
enum UIApplicationMainDiagnostic {
    static func report(_ message: String) {
        Log.uiKit.error("UIApplicationMain: \(message)")
        FileHandle.standardError.write(Data("UIApplicationMain: \(message)\n".utf8))
    }
}
