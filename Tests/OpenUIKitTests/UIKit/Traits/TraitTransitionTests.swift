import Foundation
import Testing
@testable import OpenUIKit

/// Size classes follow the window as on an iPhone, and a rotation that
/// changes them announces it (`willTransition(to:with:)`) before the size
/// (`viewWillTransition(to:with:)`), to children and presented controllers,
/// then reports `traitCollectionDidChange(_:)` once the window has its new size.
@MainActor
@Suite("Trait-collection transitions")
struct TraitTransitionTests {
    final class Recorder: UIViewController {
        let name: String
        let log: EventLog
        var received: [UITraitCollection] = []
        var previous: [UITraitCollection?] = []
        init(_ name: String, log: EventLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.add("\(name).willTransition(to:)")
            received.append(newCollection)
            coordinator.animate(alongsideTransition: { _ in self.log.add("\(self.name).alongside") },
                                completion: { _ in self.log.add("\(self.name).completion") })
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.add("\(name).viewWillTransition(to:)")
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.add("\(name).traitCollectionDidChange(\(traitCollection.verticalSizeClass))")
            previous.append(previousTraitCollection)
        }
    }

    /// Restores the screen a size transition replaced.
    func restoringScreen(_ body: () -> Void) {
        let screen = UIScreen.main
        defer { UIScreen.main = screen }
        body()
    }

    @Test("An iPhone's size classes: compact × regular in portrait, compact × compact in landscape, regular width on a Max in landscape")
    func sizeClasses() {
        let portrait = UITraitCollection.environment(size: CGSize(width: 390, height: 844), scale: 3)
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        let landscape = UITraitCollection.environment(size: CGSize(width: 844, height: 390), scale: 3)
        #expect(landscape.horizontalSizeClass == .compact && landscape.verticalSizeClass == .compact)
        let maxLandscape = UITraitCollection.environment(size: CGSize(width: 932, height: 430), scale: 3)
        #expect(maxLandscape.horizontalSizeClass == .regular && maxLandscape.verticalSizeClass == .compact)
        let pad = UITraitCollection.environment(size: CGSize(width: 1024, height: 768), scale: 2)
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular && pad.userInterfaceIdiom == .pad)
        #expect(portrait == UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3))
        #expect(portrait != landscape)
    }

    @Test("Rotating: willTransition(to:with:) down the tree before viewWillTransition(to:with:), then traitCollectionDidChange at the new size")
    func rotationOrder() {
        restoringScreen {
            let clock = MediaClock.installVirtual()
            let log = EventLog()
            let root = Recorder("root", log: log), child = Recorder("child", log: log), presented = Recorder("presented", log: log)
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            let window = makeWindow(root: root, clock: clock)
            #expect(root.traitCollection.verticalSizeClass == .regular)
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: false)
            clock.advance(by: 0.1)
            log.events = []

            window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
            clock.advance(by: 0.5)
            #expect(Array(log.events.prefix(6)) == ["root.willTransition(to:)", "child.willTransition(to:)", "presented.willTransition(to:)",
                                   "root.viewWillTransition(to:)", "child.viewWillTransition(to:)", "presented.viewWillTransition(to:)"])
            // Inside the transition's animation block: the new traits, then the alongside animations.
            #expect(Array(log.events.dropFirst(6)) == [
                "root.traitCollectionDidChange(compact)", "child.traitCollectionDidChange(compact)", "presented.traitCollectionDidChange(compact)",
                "root.alongside", "child.alongside", "presented.alongside",
                "root.completion", "child.completion", "presented.completion",
            ])
            #expect(root.received.map(\.verticalSizeClass) == [.compact])
            #expect(presented.received.map(\.horizontalSizeClass) == [.compact])
            #expect(root.previous.first??.verticalSizeClass == .regular)
            #expect(root.traitCollection.verticalSizeClass == .compact)
            #expect(presented.traitCollection.verticalSizeClass == .compact)
            #expect(presented.view.traitCollection == presented.traitCollection)
        }
    }

    @Test("A resize that keeps the size classes sends no trait transition")
    func sameClassesNoTraitCalls() {
        restoringScreen {
            let clock = MediaClock.installVirtual()
            let log = EventLog()
            let root = Recorder("root", log: log)
            let window = makeWindow(root: root, clock: clock)
            window.transition(toSize: CGSize(width: 390, height: 700), duration: 0.2)
            clock.advance(by: 0.4)
            #expect(log.events == ["root.viewWillTransition(to:)"])
        }
    }

    @Test("A presentation controller's overrideTraitCollection is the presented controller's traits")
    func overrideTraits() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController(), presented = UIViewController()
        _ = makeWindow(root: root, clock: clock)
        let regular = UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 3)
        presented.presentationController?.overrideTraitCollection = regular
        #expect(presented.traitCollection == regular)
        #expect(presented.presentationController?.traitCollection == regular)
    }
}
