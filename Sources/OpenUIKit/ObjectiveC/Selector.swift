import Foundation

/// A method's Objective-C name, as a value (the ObjectiveC module's
/// `Selector`, Apple's `SEL`).
///
/// As on iOS, a selector is its name — `"handlePan:"`,
/// `"tableView:didSelectRowAt:"` — and two selectors are equal when their
/// names are ("Selector", developer.apple.com/documentation/objectivec/selector;
/// "Using Objective-C Runtime Features in Swift",
/// developer.apple.com/documentation/swift/using-objective-c-runtime-features-in-swift).
///
/// Segue has no Objective-C runtime to look a name up in, so a selector
/// finds its method in Segue's selector table. `segue port` writes
/// `#selector(handlePan(_:))` as
///
/// ```swift
/// Selector("handlePan:", Self.handlePan(_:))
/// ```
///
/// which names the method as `#selector` does and records its
/// implementation for the receiver type (`Self`). From then on every
/// selector with that name — made from a string, `NSSelectorFromString`,
/// a string literal — reaches the method: `perform(_:)`,
/// `responds(to:)`, target–action and notification observers look it up
/// by name and by the receiver's type. A name nothing registered is
/// answered as iOS answers an unknown selector: `responds(to:)` is false,
/// and sending it logs "unrecognized selector sent to instance"
/// (docs/FIDELITY.md).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible,
                        CustomDebugStringConvertible {
    /// The selector's name, such as `"handlePan:"`.
    let name: String

    /// The selector named `name` (`Selector("handlePan:")`).
    public init(_ name: String) { self.name = name }

    /// `let action: Selector = "handlePan:"`.
    public init(stringLiteral value: String) { self.init(value) }

    /// The name, as `NSStringFromSelector` returns it.
    public var description: String { name }
    public var debugDescription: String { name }

    /// How many arguments the name takes: the number of colons.
    var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }

    // MARK: Made from a method reference

    /// The selector `name` for a method without arguments (`close`), whose
    /// implementation for `Receiver` is `method`.
    @preconcurrency @MainActor
    public init<Receiver, Result>(_ name: String, _ method: @escaping (Receiver) -> () -> Result) {
        self.init(name)
        SelectorTable.register(name, SelectorTable.Implementation(arity: 0, Receiver.self) { receiver, _ in
            method(receiver)()
        })
    }

    /// The selector `name` for a method of one argument (`handlePan:`).
    @preconcurrency @MainActor
    public init<Receiver, Argument, Result>(_ name: String, _ method: @escaping (Receiver) -> (Argument) -> Result) {
        self.init(name)
        SelectorTable.register(name, SelectorTable.Implementation(arity: 1, Receiver.self) { receiver, arguments in
            guard let argument: Argument = SelectorTable.cast(arguments[0], selector: name) else { return nil }
            return method(receiver)(argument)
        })
    }

    /// The selector `name` for a method of two arguments
    /// (`handle:forEvent:`, `tableView:didSelectRowAt:`).
    @preconcurrency @MainActor
    public init<Receiver, First, Second, Result>(_ name: String,
                                                 _ method: @escaping (Receiver) -> (First, Second) -> Result) {
        self.init(name)
        SelectorTable.register(name, SelectorTable.Implementation(arity: 2, Receiver.self) { receiver, arguments in
            guard let first: First = SelectorTable.cast(arguments[0], selector: name),
                  let second: Second = SelectorTable.cast(arguments[1], selector: name) else { return nil }
            return method(receiver)(first, second)
        })
    }

    /// The selector `name` for a method of three arguments
    /// (`animationDidStop:finished:context:`).
    @preconcurrency @MainActor
    public init<Receiver, First, Second, Third, Result>(_ name: String,
                                                        _ method: @escaping (Receiver) -> (First, Second, Third) -> Result) {
        self.init(name)
        SelectorTable.register(name, SelectorTable.Implementation(arity: 3, Receiver.self) { receiver, arguments in
            guard let first: First = SelectorTable.cast(arguments[0], selector: name),
                  let second: Second = SelectorTable.cast(arguments[1], selector: name),
                  let third: Third = SelectorTable.cast(arguments[2], selector: name) else { return nil }
            return method(receiver)(first, second, third)
        })
    }

    /// `#selector(getter: Root.property)`: the selector `name` whose
    /// implementation reads `property`.
    @preconcurrency @MainActor
    public init<Root, Value>(_ name: String, getter property: KeyPath<Root, Value>) {
        self.init(name)
        SelectorTable.register(name, SelectorTable.Implementation(arity: 0, Root.self) { receiver, _ in
            receiver[keyPath: property]
        })
    }

    /// `#selector(setter: Root.property)`: the selector `name`
    /// (`"setProperty:"`) whose implementation writes `property`.
    @preconcurrency @MainActor
    public init<Root, Value>(_ name: String, setter property: ReferenceWritableKeyPath<Root, Value>) {
        self.init(name)
        SelectorTable.register(name, SelectorTable.Implementation(arity: 1, Root.self) { receiver, arguments in
            guard let value: Value = SelectorTable.cast(arguments[0], selector: name) else { return nil }
            receiver[keyPath: property] = value
            return nil
        })
    }
}
