import SwiftParser
import SwiftSyntax

/// Rule 15: what connects a class's `@IBOutlet`s, `@IBInspectable`s and
/// `@IBAction`s to the storyboards and nibs Segue loads.
///
/// UIKit sets an outlet or a user-defined runtime attribute by name through
/// key-value coding, and finds an action's method by its selector; Swift on
/// Linux can do neither. A class that declares outlets or inspectables gets
/// an override of `setValue(_:forKey:)` that assigns each by name and
/// passes other keys to `super`; a class with `@IBAction` methods (in its
/// body or in extensions in the same file) gets an override of
/// `interfaceBuilderActions` listing them as `Selector`s, named as Swift
/// names them in Objective-C (`tap(_:)` → `"tap:"`), which registers them.
/// The members go at the end of the class's body, after a marker comment,
/// and are not added again when it is there.
enum InterfaceBuilderConnections {
    static let marker = "// segue-port: Interface Builder connections"

    /// The class's body with the members added, or nil when it needs none.
    static func port(original: ClassDeclSyntax, rewritten: ClassDeclSyntax) -> (ClassDeclSyntax, String)? {
        guard !original.memberBlock.description.contains(marker), isResponder(original) else { return nil }
        let settable = settableProperties(of: original)
        let actions = actionNames(of: original)
        guard !settable.isEmpty || !actions.isEmpty else { return nil }
        let access = original.modifiers.contains { $0.name.tokenKind == .keyword(.open) } ? "open "
            : original.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        let indent = memberIndentation(of: original)
        var lines = ["", indent + marker]
        if !settable.isEmpty {
            lines.append(indent + "\(access)override func setValue(_ value: Any?, forKey key: String) {")
            lines.append(indent + "    switch key {")
            for (name, type, optional) in settable {
                lines.append(indent + "    case \"\(name)\": " + assignment(name, type, optional))
            }
            lines.append(indent + "    default: super.setValue(value, forKey: key)")
            lines.append(indent + "    }")
            lines.append(indent + "}")
        }
        if !actions.isEmpty {
            let type = original.name.text
            let selectors = actions.map { "Selector(\"\($0.objc)\", \(type).\($0.reference))" }.joined(separator: ", ")
            lines.append(indent + "\(access)override class var interfaceBuilderActions: [Selector] {")
            lines.append(indent + "    super.interfaceBuilderActions + [\(selectors)]")
            lines.append(indent + "}")
        }
        let newline = original.description.contains("\r\n") ? "\r\n" : "\n"
        var parser = Parser("class Generated {" + newline + lines.joined(separator: newline) + newline + "}")
        let parsed = DeclSyntax.parse(from: &parser).as(ClassDeclSyntax.self)?.memberBlock.members ?? []
        var result = rewritten
        result.memberBlock.members = MemberBlockItemListSyntax(Array(rewritten.memberBlock.members) + Array(parsed))
        if !result.memberBlock.rightBrace.leadingTrivia.hasNewline {
            result.memberBlock.rightBrace.leadingTrivia = .newline
        }
        var summary: [String] = []
        if !settable.isEmpty { summary.append("setValue(_:forKey:) for \(settable.map(\.name).joined(separator: ", "))") }
        if !actions.isEmpty { summary.append("interfaceBuilderActions for \(actions.map(\.objc).joined(separator: ", "))") }
        return (result, "added " + summary.joined(separator: " and ") + " (Interface Builder connects by name through the Objective-C runtime)")
    }

    /// Whether the class is (as far as its superclass's name says) a
    /// `UIResponder`, where the members it gets are declared: a view,
    /// control, cell or view controller of UIKit, or a class of the user's
    /// own. `NSObject` and UIKit's other classes (presentation and
    /// interaction controllers, gesture recognizers, layouts…) are not.
    static func isResponder(_ decl: ClassDeclSyntax) -> Bool {
        guard let superclass = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        let uiKit = superclass.hasPrefix("UI") || superclass.hasPrefix("NS") || superclass.hasPrefix("CA")
        guard uiKit else { return true }
        if superclass.contains("PresentationController") { return false }
        return ["View", "ViewController", "Controller", "Cell", "Button", "Label", "Control", "Field", "Window",
                "Bar", "Switch", "Slider", "Stepper", "Responder", "Indicator"].contains { superclass.hasSuffix($0) }
    }

    /// The assignment of `value` to a property of `type`.
    private static func assignment(_ name: String, _ type: String, _ optional: Bool) -> String {
        let conversions = ["Int": "Int", "Double": "Double", "Float": "Float"]
        if let number = conversions[type] {
            return "if let number = value as? CGFloat { \(name) = \(number)(number) }"
        }
        return optional ? "\(name) = value as? \(type)" : "if let value = value as? \(type) { \(name) = value }"
    }

    /// (name, type without `!`/`?`, optional) of the class's outlets and inspectables.
    private static func settableProperties(of decl: ClassDeclSyntax) -> [(name: String, type: String, optional: Bool)] {
        var result: [(String, String, Bool)] = []
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { ["IBOutlet", "IBInspectable"].contains(ObjCAttributes.name(of: $0) ?? "") })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type else { continue }
                if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    result.append((name, wrapped.wrappedType.trimmedDescription, true))
                } else if let wrapped = type.as(OptionalTypeSyntax.self) {
                    result.append((name, wrapped.wrappedType.trimmedDescription, true))
                } else {
                    result.append((name, type.trimmedDescription, false))
                }
            }
        }
        return result
    }

    /// The `@IBAction` methods of the class and of its extensions in the same file.
    private static func actionNames(of decl: ClassDeclSyntax) -> [(objc: String, reference: String)] {
        var functions = decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        if let file = decl.root.as(SourceFileSyntax.self) {
            for statement in file.statements {
                guard let ext = statement.item.as(ExtensionDeclSyntax.self),
                      ext.extendedType.trimmedDescription == decl.name.text else { continue }
                functions += ext.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            }
        }
        return functions.filter { function in
            function.attributes.contains { ObjCAttributes.name(of: $0) == "IBAction" }
                && function.signature.parameterClause.parameters.count <= 2
        }.map { function in
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            let reference = labels.isEmpty ? function.name.text : "\(function.name.text)(\(labels))"
            return (objectiveCName(function), reference)
        }
    }

    /// The Objective-C name of a method (`SelectorValues.objectiveCName`).
    private static func objectiveCName(_ function: FunctionDeclSyntax) -> String {
        SelectorValues.objectiveCName(base: function.name.text,
                                      labels: function.signature.parameterClause.parameters.map(\.firstName.text))
    }

    private static func memberIndentation(of decl: ClassDeclSyntax) -> String {
        decl.memberBlock.members.first.map { $0.leadingTrivia.indentation.description } ?? "    "
    }
}
