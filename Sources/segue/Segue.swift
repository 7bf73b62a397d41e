import ArgumentParser

@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit's custom view-controller transitions, on Linux.",
        subcommands: [GalleryCommand.self, RenderCommand.self, LiveCommand.self, ListCommand.self, BenchCommand.self, StressCommand.self,
                      PortCommand.self, FuzzCommand.self],
        defaultSubcommand: nil)
}
