import Foundation

/// UIKit's attributes for attributed strings (`NSAttributedString.Key`),
/// with the raw values UIKit uses. swift-corelibs-foundation declares the
/// key type but none of these.
///
/// Values, as UIKit documents them: `.font` a `UIFont`; `.foregroundColor`
/// and `.backgroundColor` a `UIColor`; `.paragraphStyle` an
/// `NSParagraphStyle`; `.kern` an `NSNumber` (points); `.underlineStyle`
/// and `.strikethroughStyle` an `NSNumber` of an `NSUnderlineStyle` raw
/// value; `.underlineColor`/`.strikethroughColor` a `UIColor`;
/// `.baselineOffset` an `NSNumber`; `.link` a `URL` or `String`.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
}
