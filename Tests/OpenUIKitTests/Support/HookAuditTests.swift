import Foundation
import Testing

/// Every overridable hook Segue declares, Segue calls.
///
/// The audit reads OpenUIKit's sources: each `open func` and each one-line
/// get-only `open var` (the overridable properties UIKit reads) is either a
/// hook, which must be called somewhere in the framework besides its own
/// declaration and `super` calls, or an API that users call themselves,
/// listed below. A new open member that is neither fails the test; so does
/// a hook nobody calls. Members marked `@available(*, unavailable)` or
/// `deprecated` are exempt: they say at compile time that Segue does not
/// call them.
@Suite("Hook audit")
struct HookAuditTests {
    /// Open members that users call; UIKit does not call them on its own.
    static let userCalledAPI: Set<String> = [
        // Responders, windows, views
        "becomeFirstResponder", "resignFirstResponder", "makeKeyAndVisible", "isFirstResponder",
        "allTouches", "allTargets", "titleLabel", "subtitleLabel", "imageView", "currentTitle", "currentTitleColor", "currentImage",
        "setTitleColor", "touches", "type", "bounds", "isEmpty",
        // Navigation, scroll and collection views
        "popToRootViewController", "visibleViewController",
        "setLeftBarButton", "setLeftBarButtonItems", "setRightBarButton", "setRightBarButtonItems", "scrollRectToVisible",
        "setNavigationBarHidden", "setBackgroundImage",
        // Split views and toolbars: the app reads the split's state, places its button, hides and styles its toolbar
        "displayModeButtonItem", "isCollapsed", "setToolbarHidden", "setShadowImage",
        // The Edit/Done item an app puts in its navigation bar
        "editButtonItem",
        // Bar appearances and search bars are configured by the app
        "configureWithDefault", "configureWithOpaqueBackground", "configureWithTransparentBackground", "setBackIndicatorImage",
        "setShowsCancelButton",
        // Zooming state a photo viewer reads
        "isZoomBouncing", "pinchGestureRecognizer",
        // Collection view batch updates, layout changes and invalidation contexts the app drives; update items and
        // transition-layout values the app's layout reads
        "hasUncommittedUpdates", "setCollectionViewLayout", "invalidateItems", "invalidateSupplementaryElements",
        "invalidateDecorationElements", "indexPathBeforeUpdate", "indexPathAfterUpdate", "updateAction", "updateValue",
        // Image configurations users derive; storyboards users read
        "withTraitCollection", "instantiateInitialViewController", "instantiateViewController",
        // Controls: segments and spinners are driven by the app
        "imageForSegment", "insertSegment", "isEnabledForSegment", "numberOfSegments", "removeAllSegments", "removeSegment",
        "setEnabled", "setTitleTextAttributes", "setWidth", "startAnimating", "stopAnimating", "titleForSegment", "widthForSegment",
        // Steppers', page controls' and sliders' images, deferred display and segments' actions are set and read by the app
        "setIncrementImage", "incrementImage", "setDecrementImage", "decrementImage", "setDividerImage", "dividerImage",
        "setIndicatorImage", "updateCurrentPageDisplay",
        "setThumbImage", "setMinimumTrackImage", "setMaximumTrackImage", "actionForSegment", "segmentIndex",
        // A controller's transition state, read by the controller's own code
        "isBeingPresented", "isBeingDismissed", "isMovingToParent", "isMovingFromParent", "selectItem", "indexPath", "indexPathsForSelectedItems",
        // Bezier paths
        "getLineDash", "removeAllPoints", "reversing",
        // Property animators, recognizers, controls, collection views, paths
        "pause", "gestureRecognizers", "setTranslation", "removeTarget", "cellForItem", "dequeueReusableCell", "addClip",
        // Segues and feedback generators
        "performSegue", "selectionChanged", "notificationOccurred",
        // Table views
        "dequeueReusableHeaderFooterView", "numberOfRows",
        // Collection layouts: decoration attributes a layout answers when asked (UIKit asks while animating updates)
        "layoutAttributesForDecorationView",
        // Auto Layout: anchors, constraint items and fitting sizes are read by users
        "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor",
        "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstItem", "secondItem",
        "systemLayoutSizeFitting", "customSpacing", "setCustomSpacing",
        // NSObject's own (`==` calls isEqual)
        "description", "hash", "isEqual", "next",
        // Text input: the keyboard (here the harness) types; apps add alert fields and copy paragraph styles
        "insertText", "deleteBackward", "addTextField", "setParagraphStyle",
        // UIKit Dynamics: apps build animators and behaviours and read their state
        "addBehavior", "removeBehavior", "removeAllBehaviors", "updateItem", "isRunning", "elapsedTime",
        "addChildBehavior", "removeChildBehavior", "childBehaviors", "addItem", "removeItem",
        "addBoundary", "removeBoundary", "removeAllBoundaries", "boundaryIdentifiers", "setTranslatesReferenceBoundsIntoBoundary",
        "attachedBehaviorType", "targetOffsetFromCenter", "setTargetOffsetFromCenter",
        "addLinearVelocity", "linearVelocity", "addAngularVelocity", "layoutAttributesForCell",
        // Menus: apps rebuild menus, retarget previews and close or update a visible context menu
        "replacingChildren", "retargetedPreview", "dismissMenu", "updateVisibleMenu",
    ]

    static var sourcesRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/OpenUIKit")
    }

    static func sources() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: sourcesRoot, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    /// The overridable members: `open func name` and one-line get-only `open var name: T { … }`.
    static func openMembers(in files: [(path: String, text: String)]) -> Set<String> {
        var names: Set<String> = []
        let function = try! Regex(#"^\s*(?:@[A-Za-z]+(?:\([^)]*\))? +)*open (?:override )?func ([A-Za-z_][A-Za-z0-9_]*)"#)
        let getter = try! Regex(#"^\s*open (?:override )?var ([A-Za-z_][A-Za-z0-9_]*): [^={]+\{(.*)\}\s*$"#)
        for (_, text) in files {
            var unavailable = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.contains("@available(*, unavailable") || line.contains("@available(*, deprecated") { unavailable = true; continue }
                defer { if !line.trimmingCharacters(in: .whitespaces).hasPrefix("@") { unavailable = false } }
                if unavailable { continue }
                if let match = line.firstMatch(of: function), let name = match.output[1].substring {
                    names.insert(String(name))
                } else if let match = line.firstMatch(of: getter), let name = match.output[1].substring,
                          let body = match.output[2].substring,
                          !body.contains("set") {
                    names.insert(String(name))
                }
            }
        }
        return names
    }

    /// The identifiers used anywhere other than in declarations, `super.`
    /// calls, comments and string literals.
    static func usedIdentifiers(in files: [(path: String, text: String)]) -> Set<String> {
        var used: Set<String> = []
        for (_, text) in files {
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                var previous = ""
                var afterSuper = false
                var identifier = ""
                func flush() {
                    guard !identifier.isEmpty else { return }
                    if previous != "func" && previous != "var" && !afterSuper { used.insert(identifier) }
                    afterSuper = identifier == "super"
                    previous = identifier
                    identifier = ""
                }
                var inString = false
                var escaped = false
                for character in line {
                    // String literals name things (log messages, events) without calling them.
                    if inString {
                        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                        continue
                    }
                    if character == "\"" { flush(); inString = true; continue }
                    if character.isLetter || character.isNumber || character == "_" {
                        identifier.append(character)
                    } else {
                        flush()
                        if character != "." { afterSuper = false }
                        if !character.isWhitespace && character != "." { previous = "" }
                    }
                }
                flush()
            }
        }
        return used
    }

    @Test("Every open member is a hook Segue calls, or an API users call")
    func everyHookIsCalled() throws {
        let files = try Self.sources()
        let members = Self.openMembers(in: files)
        #expect(members.count > 80, "the audit found too few open members: the pattern no longer matches the sources")
        #expect(members.contains("viewWillLayoutSubviews") && members.contains("viewIsAppearing"))
        let hooks = members.subtracting(Self.userCalledAPI)
        let used = Self.usedIdentifiers(in: files)
        let neverCalled = hooks.subtracting(used).sorted()
        #expect(neverCalled.isEmpty, "declared as overridable but never called by Segue: \(neverCalled)")
    }

    @Test("The user-called list names only members that exist")
    func allowListIsCurrent() throws {
        let members = Self.openMembers(in: try Self.sources())
        let stale = Self.userCalledAPI.subtracting(members).sorted()
        #expect(stale.isEmpty, "listed as user-called API but not declared: \(stale)")
    }
}
