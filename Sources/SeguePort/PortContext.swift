/// What the porter knows about a file beyond its text: the project it is
/// ported with.
public struct PortContext: Sendable, Equatable {
    /// The optional requirements (`name(label:)`, or a property's name) that
    /// the other files' protocols declare and the porter gives defaults
    /// (``SourcePorter/optionalRequirements(in:)``): a call of one through
    /// `?` in this file loses the `?`. A requirement whose default throws (a
    /// method with a non-optional result) is named `name(label:) throws`,
    /// and a call of it is tried instead.
    public var optionalRequirements: Set<String>

    /// Whether the text is a whole file of a project, as `segue-port` reads
    /// it from disk, rather than a snippet. A whole file that imports
    /// nothing and uses UIKit's names gets `import UIKit`: on iOS a bridging
    /// header or a framework's umbrella header supplied it.
    public var isWholeFile: Bool

    /// The superclass, as written, of each class the project's files
    /// declare (``SourcePorter/superclasses(in:)``): an initialiser of a
    /// class whose user-written ancestors lead to a UIKit class that Segue
    /// creates through a required initialiser becomes `required` too.
    public var superclasses: [String: String]

    public init(optionalRequirements: Set<String> = [], isWholeFile: Bool = false, superclasses: [String: String] = [:]) {
        self.optionalRequirements = optionalRequirements
        self.isWholeFile = isWholeFile
        self.superclasses = superclasses
    }
}
