/// Marks a point of interest or the beginning or end of an interval.
///
/// https://developer.apple.com/documentation/os/os_signpost(_:dso:log:name:signpostid:)
///
/// There is no Instruments on Linux: a signpost is logged at debug level on
/// `log`, as `signpost <type> <name> id <id>`, when the log's signposts are
/// enabled (`OSLog.signpostsEnabled`; `SEGUE_LOG_LEVEL=debug` shows them).
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {
    guard log.signpostsEnabled else { return }
    log.write(.debug, "signpost \(type.name) \(name) id \(signpostID.rawValue)")
}

/// Marks a point of interest or the beginning or end of an interval, with a
/// printf-style message (as `os_log`'s).
///
/// https://developer.apple.com/documentation/os/os_signpost(_:dso:log:name:signpostid:_:_:)
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {
    guard log.signpostsEnabled else { return }
    let message = OSLogFormat.render(format.description, arguments)
    log.write(.debug, "signpost \(type.name) \(name) id \(signpostID.rawValue): \(message)")
}
