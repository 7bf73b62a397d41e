// Xcode's literals, as UIKit's Swift overlay declares them: a colour swatch
// (`#colorLiteral(red:green:blue:alpha:)`) is a `UIColor` and an image
// swatch (`#imageLiteral(resourceName:)`) a `UIImage`, unless the context
// asks for another type that accepts such literals.

/// The type a colour literal has where nothing else is asked for.
public typealias _ColorLiteralType = UIColor
/// The type an image literal has where nothing else is asked for.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: @preconcurrency _ExpressibleByImageLiteral {}
