import Foundation
import PackagePlugin

/// A failure the plugin reports as one line.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Builds the package's tests and runs their Swift Testing tests with extra environment
/// variables, in this process's standard output and error, returning the exit status.
///
/// The test binary is run directly rather than through `packageManager.test`, which
/// cannot set the environment of the tests it runs.
enum ScenarioTests {
    /// - Parameter release: build the tests optimised (`-c release`): rendering is several
    ///   times faster; a test target that uses `@testable import` does not build so.
    static func run(context: PluginContext, packageManager: PackageManager, filters: [String],
                    environment: [String: String], release: Bool = false) throws -> Int32 {
        print("segue: building the tests\(release ? " (release)" : "") (the first time, Segue too: a few minutes)…")
        var parameters = PackageManager.BuildParameters(configuration: release ? .release : .debug, logging: .concise)
        parameters.echoLogs = true
        let result = try packageManager.build(.all(includingTests: true), parameters: parameters)
        guard result.succeeded else {
            print(result.logText)
            throw PluginFailure("segue: building the tests failed (see above)")
        }
        let binary = try testBinary(result, context: context, configuration: release ? "release" : "debug")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--testing-library", "swift-testing"] + filters.flatMap { ["--filter", $0] }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The package's test binary (`<Package>PackageTests.xctest`, an executable on Linux):
    /// among the built artifacts, else beside them, else in `.build/<configuration>`.
    static func testBinary(_ result: PackageManager.BuildResult, context: PluginContext,
                           configuration: String) throws -> URL {
        let files = FileManager.default
        if let built = result.builtArtifacts.first(where: { $0.url.pathExtension == "xctest" }) { return built.url }
        var folders = result.builtArtifacts.map { $0.url.deletingLastPathComponent() }
        folders.append(context.package.directoryURL.appendingPathComponent(".build/\(configuration)"))
        for folder in folders {
            let names = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xctest") }.sorted()
            let preferred = names.first { $0 == "\(context.package.displayName)PackageTests.xctest" } ?? names.first
            if let preferred { return folder.appendingPathComponent(preferred) }
        }
        throw PluginFailure("segue: no test binary found after the build; does the package have a test target?")
    }
}
