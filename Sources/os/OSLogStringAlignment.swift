/// The alignment of an interpolated value in a column.
///
/// https://developer.apple.com/documentation/os/oslogstringalignment
public struct OSLogStringAlignment: Sendable {
    /// Minimum width; positive pads on the left (right-aligned), negative on the right.
    let columns: Int

    /// No alignment.
    public static let none = OSLogStringAlignment(columns: 0)

    /// Right-aligns the value in `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: max(0, columns()))
    }

    /// Left-aligns the value in `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: -max(0, columns()))
    }

    func apply(_ text: String) -> String {
        let width = abs(columns)
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return columns > 0 ? padding + text : text + padding
    }
}
