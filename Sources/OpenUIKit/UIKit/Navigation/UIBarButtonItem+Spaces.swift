import Foundation

extension UIBarButtonItem {
    /// A flexible space: in a toolbar, the flexible spaces share the room the other items leave (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil as Selector?)
    }

    /// A space of `width` points (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil as Selector?)
        item.width = width
        return item
    }
}
