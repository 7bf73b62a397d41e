// swift-tools-version:6.0
// A user's package, as the README shows one: `.ci/check-user-package` copies it
// into a temporary folder, points SEGUE_PATH at this checkout, and runs the
// `segue-gallery` plugin on it.
import PackageDescription
import Foundation

let segue = ProcessInfo.processInfo.environment["SEGUE_PATH"] ?? "../../.."

let package = Package(
    name: "CardDemo",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Segue", path: segue)],
    targets: [
        .target(name: "CardDemo", dependencies: [
            .product(name: "UIKit", package: "Segue", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(name: "CardDemoTests", dependencies: [
            "CardDemo",
            .product(name: "SegueScenarios", package: "Segue"),
            .product(name: "SegueTesting", package: "Segue"),
        ]),
    ]
)
