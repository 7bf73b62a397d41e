import Foundation

extension NSLayoutConstraint {
    /// Constraints described by Auto Layout's visual format language, for
    /// example `"H:|-[label]-8-[field(>=100@750)]-|"`. The constraints are
    /// returned inactive. `|` is the views' superview; `-` alone is the
    /// standard spacing (8 points between views, 20 to the superview's
    /// edge). A format UIKit cannot parse raises its "Unable to parse
    /// constraint format" exception and returns no constraints.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch let error as VisualFormatParser.Failure {
            UIKitException.raise(UIKitException.invalidArgument, error.reason(in: format))
            return []
        } catch {
            return []
        }
    }
}
