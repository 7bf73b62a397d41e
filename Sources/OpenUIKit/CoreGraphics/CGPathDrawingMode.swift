import Foundation

/// What `CGContext.drawPath(using:)` paints (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill by the nonzero winding rule.
    case fill = 0
    /// Fill by the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (nonzero) then stroke.
    case fillStroke = 3
    /// Fill (even-odd) then stroke.
    case eoFillStroke = 4
}
