import Foundation

/// The parser behind `NSLayoutConstraint.constraints(withVisualFormat:…)`.
///
/// Grammar (Apple's "Visual Format Language"):
/// `(H:|V:)? (| connection)? view (connection view)* (connection |)?`, where
/// a view is `[name(predicates)?]`, a connection is nothing (flush), `-`
/// (standard spacing) or `-predicates-`, and predicates are one predicate
/// or a parenthesised, comma-separated list of `(relation)?(constant|view)(@priority)?`.
@MainActor
struct VisualFormatParser {
    struct Failure: Error {
        let message: String
        let position: Int

        /// UIKit's reason: the message, the format and a caret under the place.
        func reason(in format: String) -> String {
            "Unable to parse constraint format: \n\(message)\n\(format) \n\(String(repeating: " ", count: max(position, 0)))^"
        }
    }

    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: Float = 1000
    }

    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private let chars: [Character]
    private var index = 0
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var horizontal = true

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        chars = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    private func fail(_ message: String) -> Failure { Failure(message: message, position: index) }

    private func peek(_ c: Character) -> Bool { index < chars.count && chars[index] == c }

    private mutating func take(_ c: Character) -> Bool {
        guard peek(c) else { return false }
        index += 1
        return true
    }

    private mutating func identifier() -> String {
        var name = ""
        while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" {
            name.append(chars[index]); index += 1
        }
        return name
    }

    private mutating func number() -> CGFloat? {
        var text = ""
        while index < chars.count, chars[index].isNumber || chars[index] == "." || (text.isEmpty && chars[index] == "-") {
            text.append(chars[index]); index += 1
        }
        return text.isEmpty ? nil : Double(text).map { CGFloat($0) }
    }

    private func metric(_ name: String) throws -> CGFloat {
        switch metrics[name] {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: throw fail("\(name) is not a key in the views dictionary.")
        }
    }

    private mutating func predicate(allowView: Bool) throws -> Predicate {
        var p = Predicate()
        if take("=") { guard take("=") else { throw fail("Expected '=='") } }
        else if take("<") { guard take("=") else { throw fail("Expected '<='") }; p.relation = .lessThanOrEqual }
        else if take(">") { guard take("=") else { throw fail("Expected '>='") }; p.relation = .greaterThanOrEqual }
        if let n = number() {
            p.constant = n
        } else {
            let name = identifier()
            guard !name.isEmpty else { throw fail("Expected a number, metric or view name") }
            if metrics[name] != nil {
                p.constant = try metric(name)
            } else if allowView, let v = views[name] as? UIView {
                p.view = v
            } else {
                throw fail("\(name) is not a key in the views dictionary.")
            }
        }
        if take("@") {
            if let n = number() { p.priority = Float(n) }
            else { p.priority = Float(try metric(identifier())) }
        }
        return p
    }

    private mutating func predicateList(allowView: Bool) throws -> [Predicate] {
        if take("(") {
            var list = [try predicate(allowView: allowView)]
            while take(",") { list.append(try predicate(allowView: allowView)) }
            guard take(")") else { throw fail("Expected ')' at the end of a predicate list") }
            return list
        }
        return [try predicate(allowView: allowView)]
    }

    private mutating func connection() throws -> Connection? {
        guard take("-") else { return nil }
        if peek("[") || peek("|") { return .standard }
        let list = try predicateList(allowView: false)
        guard take("-") else { throw fail("Expected a '-' here. That is how you end a spacing predicate.") }
        return .predicates(list)
    }

    private mutating func view() throws -> (UIView, [Predicate]) {
        guard take("[") else { throw fail("Expected a '[' here. That is how you start a view.") }
        let name = identifier()
        guard let v = views[name] as? UIView else {
            throw fail(name.isEmpty ? "Expected a view name" : "\(name) is not a key in the views dictionary.")
        }
        var predicates: [Predicate] = []
        if peek("(") { predicates = try predicateList(allowView: true) }
        guard take("]") else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        return (v, predicates)
    }

    mutating func parse() throws -> [NSLayoutConstraint] {
        if index + 1 < chars.count, chars[index + 1] == ":" {
            if chars[index] == "V" { horizontal = false } else if chars[index] != "H" { throw fail("Expected 'H' or 'V'") }
            index += 2
        }
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        var result: [NSLayoutConstraint] = []
        func add(_ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ p: Predicate,
                 _ second: AnyObject?, _ a2: NSLayoutConstraint.Attribute) {
            let c = NSLayoutConstraint(first: first, a1, p.relation, second: second, a2, multiplier: 1, constant: p.constant)
            c.priorityStorage = UILayoutPriority(min(max(p.priority, 1), 1000))
            result.append(c)
        }
        var superviewAtStart = false
        var pending: Connection?
        if take("|") {
            superviewAtStart = true
            pending = try connection() ?? .flush
        }
        var previous: UIView?
        var first: UIView?
        var laidOut: [UIView] = []
        repeat {
            let start = index
            let (v, sizes) = try view()
            for p in sizes {
                add(v, size, p, p.view, p.view == nil ? .notAnAttribute : size)
            }
            if first == nil { first = v }
            if let previous {
                try connect(previous, v, pending ?? .flush, add)
            } else if superviewAtStart {
                guard let superview = v.superview else {
                    index = start
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                try connect(superview, v, pending ?? .flush, add, toSuperview: true)
            }
            laidOut.append(v)
            previous = v
            pending = try connection()
        } while peek("[")
        if take("|") {
            guard let last = previous, let superview = last.superview else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            try connect(last, superview, pending ?? .flush, add, toSuperview: true)
        } else if pending != nil {
            throw fail("Expected a view or '|' after a connection")
        }
        guard index == chars.count else { throw fail("Unexpected character") }
        for attribute in options.alignedAttributes {
            for (a, b) in zip(laidOut, laidOut.dropFirst()) {
                result.append(NSLayoutConstraint(first: b, attribute, .equal, second: a, attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// `second.leading == first.trailing + spacing` (for the superview: edges to edges).
    private func connect(_ first: UIView, _ second: UIView, _ connection: Connection,
                         _ add: (AnyObject, NSLayoutConstraint.Attribute, Predicate, AnyObject?, NSLayoutConstraint.Attribute) -> Void,
                         toSuperview: Bool = false) throws {
        let leading: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailing: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let firstAttr = toSuperview && second.superview === first ? leading : trailing
        let secondAttr = toSuperview && first.superview === second ? trailing : leading
        var predicates: [Predicate]
        switch connection {
        case .flush: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: toSuperview ? 20 : LayoutEngine.systemSpacing)]
        case .predicates(let list): predicates = list
        }
        for p in predicates {
            add(second, secondAttr, p, first, firstAttr)
        }
    }
}
