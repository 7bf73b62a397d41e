// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Segue",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenUIKitShim", targets: ["OpenUIKitShim"]),
        .library(name: "SegueRender", targets: ["SegueRender"]),
        .library(name: "SegueTesting", targets: ["SegueTesting"]),
        .library(name: "SegueSnapshotTesting", targets: ["SegueSnapshotTesting"]),
        .library(name: "SegueDemos", targets: ["SegueDemos"]),
        .library(name: "SegueLive", targets: ["SegueLive"]),
        .library(name: "SegueScenarios", targets: ["SegueScenarios"]),
        .plugin(name: "SegueGalleryPlugin", targets: ["SegueGalleryPlugin"]),
        .plugin(name: "SegueLivePlugin", targets: ["SegueLivePlugin"]),
        .executable(name: "segue", targets: ["segue"]),
        // The porter, apart so that building `segue` never compiles swift-syntax.
        .executable(name: "segue-port", targets: ["segue-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (DocC); a plugin, built only when that command runs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `propertyCheck` and `Gen` for the property tests (docs/RELIABILITY.md).
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `import Combine` on Linux (the `Combine` module below re-exports it).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // System libraries. Debian: libfreetype-dev, libpng-dev, zlib1g-dev, libegl-dev, libgles-dev.
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev", "zlib1g-dev"])]),
        .systemLibrary(name: "CEGL", path: "Sources/CEGL",
                       providers: [.apt(["libegl-dev", "libgles-dev", "libegl-mesa0"])]),

        // A cache prefetch hint for the engine's per-tick traversal.
        .target(name: "CPrefetch"),
        // The window of `segue live` (libX11 opened at run time; no link dependency).
        .target(name: "CX11Window", linkerSettings: [.linkedLibrary("dl")]),
        // The package's one PNG codec (libpng decoding, Segue's encoder), below
        // both of its users: OpenUIKit's `UIImage` and SegueRender.
        .target(name: "SeguePNG", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "OpenUIKit",
                dependencies: ["CFreeType", "SeguePNG", "CPrefetch", .product(name: "Logging", package: "swift-log")]),
        .target(name: "OpenUIKitShim", dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux]))]),
        .target(name: "SegueRender",
                dependencies: ["OpenUIKit", "SeguePNG", "CEGL", "CFreeType", .product(name: "Logging", package: "swift-log")],
                linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "SegueTesting", dependencies: ["OpenUIKit", "SegueRender", .product(name: "Logging", package: "swift-log")]),
        // swift-snapshot-testing strategies for transitions (frame, contact sheet, timeline, hierarchy).
        .target(name: "SegueSnapshotTesting", dependencies: [
            "OpenUIKit", "SegueRender", "SegueTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "SegueDemos", dependencies: ["UIKit", "SegueTesting"],
                // The storyboard variant of Guess the Pet (Xcode's document, read as it is).
                resources: [.copy("GuessThePet/Storyboard/GuessThePet.storyboard")]),
        .target(name: "SegueLive", dependencies: ["OpenUIKit", "SegueRender", "CX11Window"]),
        // A user's own scenarios: the gallery's pages (inspector, APNG, contact sheet) and the
        // live window for them, from their tests (`swift package segue-gallery`, README).
        // The inspector page's script and styles are resource files (Inspector/).
        .target(name: "SegueScenarios", dependencies: ["OpenUIKit", "SegueRender", "SegueTesting", "SegueLive"],
                resources: [.embedInCode("Inspector/inspector.js"), .embedInCode("Inspector/inspector.css")]),
        .plugin(name: "SegueGalleryPlugin", capability: .command(
            intent: .custom(verb: "segue-gallery", description: "Render the package's scenarios into gallery/index.html."),
            permissions: [.writeToPackageDirectory(reason: "The gallery is written into the package (gallery/ by default).")])),
        .plugin(name: "SegueLivePlugin", capability: .command(
            intent: .custom(verb: "segue-live", description: "Run one of the package's scenarios in an X11 window."))),
        // `segue-port`'s engine: rewrites UIKit sources for what Linux cannot compile (no Objective-C runtime).
        .target(name: "SeguePort", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        ]),
        .executableTarget(name: "segue", dependencies: [
            "SegueDemos", "SegueRender", "SegueTesting", "SegueLive", "SegueScenarios",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // `segue-port`: the porter's command line (docs/PORTING.md).
        .executableTarget(name: "segue-port", dependencies: [
            "SeguePort", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // SegueTesting: `expectDiagnostic` for the diagnostics the tests provoke on purpose.
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit", "SegueTesting",
                                                     .product(name: "PropertyBased", package: "swift-property-based")]),
        // What several test targets share: the one golden-image comparer, PNG test decoding.
        .target(name: "SegueTestSupport", dependencies: ["SegueRender"], path: "Tests/SegueTestSupport"),
        .testTarget(name: "SeguePNGTests", dependencies: ["SeguePNG", "SegueTestSupport"]),
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender", "SegueTesting", "SegueTestSupport"],
                    resources: [.copy("Goldens")]),
        .testTarget(name: "SegueTestingTests", dependencies: ["SegueTesting"]),
        .testTarget(name: "SegueLiveTests", dependencies: ["SegueLive"]),
        .testTarget(name: "SeguePortTests", dependencies: ["SeguePort"]),
        // `segue`'s own pieces (gallery progress, output errors), tested in process.
        .testTarget(name: "SegueCLITests", dependencies: ["segue", "SegueScenarios"]),
        .testTarget(name: "SegueSnapshotTestingTests", dependencies: ["SegueSnapshotTesting", "SegueTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "SegueDemosTests", dependencies: ["SegueDemos", "SegueTesting", "SegueRender", "SegueTestSupport"],
                    exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)

// `import UIKit`, `import QuartzCore` and `import CoreGraphics` as on iOS.
// Linux only: on Apple platforms these names are the SDK's and must never be
// shadowed. A user's target depends on the `UIKit` product on Linux (see the
// README, "Use Segue in your package").
#if os(Linux)
package.products.append(.library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics"]))
// Opt-in, each its own product: a module named `Combine` or `os` in a build
// makes `#if canImport(Combine)` / `canImport(os)` true for every package
// built beside it, so only packages whose files import them should bring
// them (docs/FIDELITY.md).
package.products.append(.library(name: "Combine", targets: ["Combine"]))
package.products.append(.library(name: "os", targets: ["os"]))
package.targets.append(contentsOf: [
    .target(name: "CoreGraphics", dependencies: ["OpenUIKit", "_Testing_CoreGraphics"]),
    .target(name: "QuartzCore", dependencies: ["OpenUIKit", "CoreGraphics"]),
    .target(name: "UIKit", dependencies: ["OpenUIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit"]),
    // Swift Testing's cross-import overlays for these names, which the Linux
    // toolchain declares but does not ship (see the files).
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
    // The frameworks iOS files import beside UIKit (issue 26; FIDELITY.md):
    // `Combine` is OpenCombine with Apple's spellings and schedulers on
    // Segue's clock, `os` logs through swift-log. There is no `Darwin`:
    // every module here shares one build folder with the packages built
    // beside it, and a module of that name would turn their
    // `#if canImport(Darwin)` branches (kqueue in swift-nio, Darwin.stderr
    // in swift-log) on, on Linux.
    .target(name: "Combine", dependencies: ["OpenUIKit", .product(name: "OpenCombine", package: "OpenCombine")]),
    .target(name: "os", dependencies: [.product(name: "Logging", package: "swift-log")]),
    .testTarget(name: "FrameworksTests", dependencies: ["Combine", "os", "UIKit", "SegueTesting"]),

    // The proof that ordinary iOS transition code compiles as it is (issue 12,
    // point 7): fixtures written as for an iOS app, `import UIKit` only,
    // each run under `TransitionHarness`. Swift 5 language mode, as most
    // existing iOS code bases are.
    // The harness helpers the fixtures' tests share.
    .target(name: "UIKitCompatibilitySupport", dependencies: ["UIKit", "SegueTesting"],
            path: "Tests/UIKitCompatibilitySupport"),
    .testTarget(name: "UIKitCompatibilityTests", dependencies: ["UIKit", "SegueTesting", "SeguePort", "UIKitCompatibilitySupport"],
                exclude: [
                    // The iOS originals (`@objc`, `#selector`, Swift 4 names) of
                    // the ported fixtures; read by the porter test, never compiled.
                    "Originals",
                ],
                swiftSettings: [.swiftLanguageMode(.v5)]),
    // A smaller set in Swift 6 language mode.
    .testTarget(name: "UIKitCompatibilitySwift6Tests", dependencies: ["UIKit", "SegueTesting", "UIKitCompatibilitySupport"]),
])
// The README's example is tested as users write it, with `import UIKit`.
for target in package.targets where ["SegueTestingTests", "SegueSnapshotTestingTests", "SegueCLITests"].contains(target.name) {
    target.dependencies.append("UIKit")
}
#endif

// Fuzz targets (docs/RELIABILITY.md). A plain build makes each one a replayer
// of its checked-in corpus (`Fuzz/Corpus/<name>`). With SEGUE_FUZZ=1 and
// SEGUE_FUZZ_RUNTIME naming the toolchain's libclang_rt.fuzzer_no_main
// (set by `.ci/fuzz` and `segue fuzz`, on top of an ASan + coverage build)
// they link libFuzzer's driver, which calls back into each target's body.
let fuzzing = Context.environment["SEGUE_FUZZ"] == "1"
let fuzzRuntime = Context.environment["SEGUE_FUZZ_RUNTIME"] ?? ""
package.targets.append(.target(
    name: "SegueFuzzSupport", dependencies: ["OpenUIKit", "SegueRender", .product(name: "Logging", package: "swift-log")],
    path: "Fuzz/Support",
    swiftSettings: fuzzing ? [.define("SEGUE_FUZZ")] : [],
    linkerSettings: fuzzing && !fuzzRuntime.isEmpty ? [.unsafeFlags(["-Xlinker", fuzzRuntime]), .linkedLibrary("stdc++")] : []))
for name in ["Image", "KeyPath", "Animation", "LayerTree", "Loader"] {
    package.targets.append(.executableTarget(
        name: "SegueFuzz\(name)", dependencies: ["OpenUIKit", "SegueFuzzSupport"], path: "Fuzz/\(name)"))
}
