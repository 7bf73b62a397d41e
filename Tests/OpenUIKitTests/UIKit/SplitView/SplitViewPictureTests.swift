import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting
import SegueRender

/// What a split view and a toolbar draw: rendered, written to /tmp for a
/// person to look at, and checked where the columns and the separator are.
@MainActor
@Suite("Split view and toolbar pictures")
struct SplitViewPictureTests {
    final class ColourController: UIViewController {
        let colour: UIColor
        init(title: String, colour: UIColor) {
            self.colour = colour
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = colour
            let label = UILabel(frame: CGRect(x: 20, y: 120, width: 260, height: 30))
            label.text = title
            view.addSubview(label)
        }
    }

    func write(_ frame: Frame, _ name: String) throws {
        try Data(SegueRender.PNGCodec.encode(frame)).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + name + ".png"))
    }

    func split() -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(ColourController(title: "Mailboxes", colour: .systemGroupedBackground), for: .primary)
        split.setViewController(ColourController(title: "Message", colour: .white), for: .secondary)
        return split
    }

    @Test("Regular width: two columns side by side, each with its navigation bar, a separator between them")
    func regular() throws {
        let split = split()
        let harness = TransitionHarness(root: split, size: regularSize)
        harness.advance(by: 0.1)
        guard let frame = try? harness.renderFrame(scale: 1) else { return }
        try write(frame, "segue-split-regular")
        let primary = frame.pixel(x: 100, y: 400), secondary = frame.pixel(x: 700, y: 400)
        #expect(primary.r == 242 && primary.b == 247, "the primary column's grouped background")
        #expect(secondary.r == 255 && secondary.g == 255, "the secondary column's white")
        let separator = frame.pixel(x: 319, y: 400)
        #expect(separator.r < 230 && separator.r > 150, "the opaque separator's grey at the primary column's edge")
    }

    @Test("Collapsed: the primary navigation controller shows the secondary pushed onto it")
    func collapsed() throws {
        let split = split()
        let harness = TransitionHarness(root: split)
        harness.advance(by: 0.1)
        #expect(split.isCollapsed)
        guard let frame = try? harness.renderFrame(scale: 1) else { return }
        try write(frame, "segue-split-collapsed")
        let content = frame.pixel(x: 200, y: 400)
        #expect(content.r == 255 && content.g == 255 && content.b == 255, "the secondary (white) is on top")
    }

    @Test("A navigation controller with its toolbar shown above the home indicator")
    func toolbar() throws {
        let root = ColourController(title: "Notes", colour: .white)
        root.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil as Selector?), .flexibleSpace(),
                             UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: nil, action: nil as Selector?)]
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        let harness = TransitionHarness(root: nav)
        harness.advance(by: 0.1)
        guard let frame = try? harness.renderFrame(scale: 1) else { return }
        try write(frame, "segue-toolbar")
        let bar = frame.pixel(x: 200, y: 844 - 34 - 22), below = frame.pixel(x: 200, y: 844 - 10), content = frame.pixel(x: 200, y: 500)
        #expect(bar.r < 255 && bar.r > 230, "the toolbar's light bar colour")
        #expect(below.r == bar.r, "the bar's background reaches under the home indicator")
        #expect(content.r == 255)
        let hairline = frame.pixel(x: 200, y: 844 - 34 - 44 - 1)
        #expect(hairline.r < bar.r, "the hairline along the top edge")
    }
}
