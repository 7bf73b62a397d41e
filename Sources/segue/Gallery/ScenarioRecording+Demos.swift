import Foundation
import SegueDemos
import SegueScenarios

extension ScenarioRecording {
    /// Runs a reference app's `scenario` (main actor: it drives OpenUIKit) recording a
    /// frame every 1/`fps` s, in dark mode when `dark` (the window's
    /// `overrideUserInterfaceStyle`).
    @MainActor
    static func record(app: any DemoApp.Type, scenario: SegueDemos.Scenario, fps: Double, dark: Bool = false) -> ScenarioRecording {
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = threadCPUSeconds()
        let runner = ScenarioRunner(app: app, scenario: scenario)
        let inspector = InspectorRecording()
        runner.frameObserver = { inspector.observe($0) }
        let harness = runner.run(fps: fps, style: dark ? .dark : .unspecified)
        let events = InspectorRecording.events(of: harness.timeline, from: runner.startTime)
        let transitions = harness.timeline.events.filter { if case .began = $0 { return true }; return false }.count
        let violations = harness.violations
        harness.tearDown()
        return ScenarioRecording(appIdentifier: app.identifier, appTitle: app.title, scenario: scenario.name,
                                 summary: scenario.summary,
                                 frames: runner.frames.map { RecordedFrame(time: $0.time, tree: $0.tree) },
                                 transitions: transitions, violations: violations,
                                 runSeconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                                 runCPUSeconds: threadCPUSeconds() - cpuStart,
                                 layerNames: inspector.names, events: events)
    }
}
