/// The formatting options for Boolean values in log messages.
///
/// https://developer.apple.com/documentation/os/oslogboolformat
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}
