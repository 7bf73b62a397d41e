import SeguePort
import Testing

/// Rule 14: the optional requirements of a user's own `@objc` protocol get
/// the defaults the runtime gives a missing method (nothing done; `nil`
/// for an optional result, the value of the optional chain on iOS), and
/// their calls lose the `?` or `!`.
@Suite("Optional requirements of the user's protocols")
struct OptionalRequirementTests {
    @Test("Void and optional results get defaults in an extension; the protocol loses @objc")
    func defaults() {
        expectPorted("""
            @objc protocol SheetDelegate: AnyObject {
                @objc optional func sheetDidMove(to y: CGFloat)
                @objc optional func sheetView(for sheet: Sheet) -> UIView?
                @objc optional var preferredHeight: NSNumber? { get }
                func sheetDidClose()
            }
            """, """
            protocol SheetDelegate: AnyObject {
                func sheetDidMove(to y: CGFloat)
                func sheetView(for sheet: Sheet) -> UIView?
                var preferredHeight: NSNumber? { get }
                func sheetDidClose()
            }

            // segue-port: defaults for the optional requirements of SheetDelegate (no Objective-C runtime on Linux)
            extension SheetDelegate {
                func sheetDidMove(to y: CGFloat) {}
                func sheetView(for sheet: Sheet) -> UIView? { nil }
                var preferredHeight: NSNumber? { nil }
            }
            """)
    }

    @Test("A public protocol's defaults are public")
    func publicDefaults() {
        let result = port("""
            @objc public protocol PanelDelegate {
                @objc optional func panelDidAppear(_ panel: Panel)
            }
            """)
        #expect(result.portedSource.contains("    public func panelDidAppear(_ panel: Panel) {}"))
        #expect(result.portedSource.hasPrefix("public protocol PanelDelegate {"))
    }

    @Test("Calls through ? or ! lose the mark; a closure property called the same way is kept")
    func calls() {
        expectPorted("""
            @objc protocol SheetDelegate {
                @objc optional func sheetDidMove(to y: CGFloat)
            }
            func move(_ delegate: SheetDelegate?, _ onMove: ((CGFloat) -> Void)?) {
                delegate?.sheetDidMove?(to: 10)
                delegate!.sheetDidMove!(to: 20)
                onMove?(30)
            }
            """, """
            protocol SheetDelegate {
                func sheetDidMove(to y: CGFloat)
            }

            // segue-port: defaults for the optional requirements of SheetDelegate (no Objective-C runtime on Linux)
            extension SheetDelegate {
                func sheetDidMove(to y: CGFloat) {}
            }
            func move(_ delegate: SheetDelegate?, _ onMove: ((CGFloat) -> Void)?) {
                delegate?.sheetDidMove(to: 10)
                delegate!.sheetDidMove(to: 20)
                onMove?(30)
            }
            """)
    }

    @Test("Calls in another file ported with the protocol's file lose the mark too, and a second port changes nothing")
    func callsInAnotherFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("Delegate.swift", "@objc protocol SheetDelegate {\n    @objc optional func sheetDidMove(to y: CGFloat)\n}\n")
        try folder.write("Sheet.swift", "final class Sheet {\n    weak var delegate: SheetDelegate?\n    func move() { delegate?.sheetDidMove?(to: 1) }\n}\n")
        _ = FilePorter(writesInPlace: true).port(paths: [folder.path])
        #expect(try folder.read("Sheet.swift").contains("delegate?.sheetDidMove(to: 1)"))
        // Ported alone, later, the call still finds the requirement in the ported protocol's file.
        try folder.write("Later.swift", "func nudge(_ d: SheetDelegate) { d.sheetDidMove!(to: 2) }\n")
        let again = FilePorter(writesInPlace: true).port(paths: [folder.path])
        #expect(try folder.read("Later.swift").contains("d.sheetDidMove(to: 2)"))
        #expect(again.filter(\.wasWritten).count == 1)
    }

    @Test("A method with a non-optional result becomes a throwing requirement whose default throws; its calls are tried")
    func nonOptionalResult() {
        expectPorted("""
            @objc protocol SheetDelegate {
                @objc optional func sheetShouldClose(_ sheet: Sheet) -> Bool
                @objc optional func sheetDidClose()
            }
            func close(_ sheet: Sheet, _ delegate: SheetDelegate?, _ owner: SheetDelegate) {
                if delegate?.sheetShouldClose?(sheet) ?? true { delegate?.sheetDidClose?() }
                let forced = owner.sheetShouldClose!(sheet)
            }
            """, """
            protocol SheetDelegate {
                func sheetShouldClose(_ sheet: Sheet) throws -> Bool
                func sheetDidClose()
            }

            // segue-port: defaults for the optional requirements of SheetDelegate (no Objective-C runtime on Linux)
            extension SheetDelegate {
                func sheetShouldClose(_ sheet: Sheet) throws -> Bool { throw CocoaError(.featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: "the optional requirement 'sheetShouldClose(_:)' is not implemented"]) }
                func sheetDidClose() {}
            }
            func close(_ sheet: Sheet, _ delegate: SheetDelegate?, _ owner: SheetDelegate) {
                if (try? delegate?.sheetShouldClose(sheet)) ?? true { delegate?.sheetDidClose() }
                let forced = (try! owner.sheetShouldClose(sheet))
            }
            """)
    }

    @Test("A protocol with an optional property of a non-optional type keeps everything, reported")
    func nonOptionalProperty() {
        let source = """
            @objc protocol SheetDelegate {
                @objc optional var preferredHeight: CGFloat { get }
                @objc optional func sheetDidClose()
            }
            """
        let result = port(source)
        #expect(result.portedSource == source)
        #expect(result.diagnostics.map(\.line) == [2, 3])
    }

    @Test("A file with the protocol and an extension whose override moves ports both (the rules do not trip over each other)")
    func withExtensionOverrides() {
        let result = port("""
            @objc protocol MenuDelegate {
                @objc optional func menuDidAppear()
            }
            final class Menu: UIViewController {}
            extension Menu {
                override func viewDidLoad() {}
            }
            """)
        #expect(result.portedSource.contains("extension MenuDelegate {"))
        #expect(result.portedSource.contains("final class Menu: UIViewController {\n    override func viewDidLoad() {}"))
    }
}
