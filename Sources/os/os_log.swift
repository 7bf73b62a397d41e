import Foundation

/// Sends a message to the logging system, optionally specifying a custom
/// log object and log level.
///
/// https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:)
///
/// `message` is a printf-style format (`%d`, `%s`, `%@`, `%f`, …) filled
/// with `args`, as `String(format:)` fills it; Apple's privacy modifiers in
/// the format (`%{public}@`, `%{private}d`) are honoured: `private` values,
/// and dynamic strings and objects without `public`, show as `<private>`,
/// as in the log store.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    OSLogFormat.send(message, log: log, type: type, args)
}

/// Sends a message at a specific logging level, such as default, info,
/// debug, error, or fault, to the logging system.
///
/// https://developer.apple.com/documentation/os/os_log(_:dso:log:_:_:)
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: CVarArg...) {
    OSLogFormat.send(message, log: log, type: type, args)
}

/// The printf-style messages of `os_log` and `os_signpost`.
enum OSLogFormat {
    static func send(_ format: StaticString, log: OSLog, type: OSLogType, _ args: [CVarArg]) {
        guard log.isActive else { return }
        log.write(type.swiftLogLevel, render(format.description, args))
    }

    /// `format` filled with `args`: each `%{…}` privacy modifier is removed
    /// and its value redacted unless public (numbers are public unless marked
    /// private; `%@` and `%s` are private unless marked public).
    static func render(_ format: String, _ args: [CVarArg]) -> String {
        var plain = ""
        var redacted: [Int: Bool] = [:]
        var index = 0
        var characters = Substring(format)
        while let percent = characters.firstIndex(of: "%") {
            plain += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                plain += "%%"
                characters = characters.dropFirst()
                continue
            }
            var modifier = ""
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                modifier = String(characters[characters.index(after: characters.startIndex)..<close])
                characters = characters[characters.index(after: close)...]
            }
            let conversionEnd = characters.firstIndex { "diouxXeEfFgGaAcspn@".contains($0) } ?? characters.endIndex
            let end = conversionEnd == characters.endIndex ? conversionEnd : characters.index(after: conversionEnd)
            let spec = characters[..<end]
            let isDynamic = spec.last == "@" || spec.last == "s"
            let marks = modifier.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            redacted[index] = marks.contains("private") || marks.contains("sensitive") || (isDynamic && !marks.contains("public"))
            plain += "%" + spec
            characters = characters[end...]
            index += 1
        }
        plain += characters
        guard redacted.values.contains(true) else { return String(format: plain, arguments: args) }
        // Format each conversion alone so that a redacted one can be replaced.
        var output = ""
        var argument = 0
        var rest = Substring(plain)
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            let afterPercent = rest.index(after: percent)
            if afterPercent < rest.endIndex, rest[afterPercent] == "%" {
                output += "%"
                rest = rest[rest.index(after: afterPercent)...]
                continue
            }
            let conversionEnd = rest[afterPercent...].firstIndex { "diouxXeEfFgGaAcspn@".contains($0) } ?? rest.endIndex
            let end = conversionEnd == rest.endIndex ? conversionEnd : rest.index(after: conversionEnd)
            let spec = String(rest[percent..<end])
            if redacted[argument] == true {
                output += "<private>"
            } else if argument < args.count {
                output += String(format: spec, args[argument])
            }
            argument += 1
            rest = rest[end...]
        }
        return output + rest
    }
}
