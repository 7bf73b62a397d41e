import ArgumentParser

@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit's custom view-controller transitions, on Linux.",
        subcommands: [GalleryCommand.self, RenderCommand.self, LiveCommand.self, ListCommand.self, BenchCommand.self, StressCommand.self,
                      PortCommand.self, FuzzCommand.self, GalleryWorkerCommand.self],
        defaultSubcommand: nil)

    /// The entry point: notes that this process is the `segue` binary (so `segue gallery`
    /// may start copies of it as workers), then parses and runs the command.
    static func main() {
        GalleryWorkerProcess.isSegueExecutable = true
        main(nil)
    }
}
