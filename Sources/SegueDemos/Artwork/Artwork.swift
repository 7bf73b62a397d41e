import UIKit

/// The demo apps' artwork, drawn in code (licence-clean, no downloads):
/// stylised pets, herbs, things and photos from circles, rounded rectangles
/// and gradients. Images are cached by name.
@MainActor
public enum Artwork {
    private static var cache: [String: UIImage] = [:]

    static func cached(_ key: String, size: CGSize, scale: CGFloat = 2, draw: (CGContext, CGSize) -> Void) -> UIImage {
        if let image = cache[key] { return image }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { ctx in draw(ctx.cgContext, size) }
        cache[key] = image
        return image
    }

    static func gradient(_ ctx: CGContext, _ size: CGSize, _ top: UIColor, _ bottom: UIColor) {
        if let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [top.cgColor, bottom.cgColor], locations: [0, 1]) {
            ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
        }
    }

    static func fillEllipse(_ ctx: CGContext, _ color: UIColor, _ rect: CGRect) {
        ctx.setFillColor(color.cgColor)
        ctx.fillEllipse(in: rect)
    }

    // MARK: Pets

    /// A pet portrait: a coloured backdrop and a round face with ears, eyes and a nose.
    public static func pet(_ pet: Pet) -> UIImage {
        cached("pet.\(pet.name)", size: CGSize(width: 200, height: 240)) { ctx, size in
            gradient(ctx, size, pet.backdrop, pet.backdrop.withAlphaComponent(0.55))
            let cx = size.width / 2, cy = size.height * 0.55
            let r: CGFloat = 62
            // Ears.
            let earW: CGFloat = pet.longEars ? 34 : 44, earH: CGFloat = pet.longEars ? 92 : 50
            fillEllipse(ctx, pet.fur, CGRect(x: cx - r * 0.85 - earW / 2, y: cy - r - earH * 0.55, width: earW, height: earH))
            fillEllipse(ctx, pet.fur, CGRect(x: cx + r * 0.85 - earW / 2, y: cy - r - earH * 0.55, width: earW, height: earH))
            // Face.
            fillEllipse(ctx, pet.fur, CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
            fillEllipse(ctx, pet.muzzle, CGRect(x: cx - 34, y: cy + 4, width: 68, height: 46))
            // Eyes and nose.
            for dx: CGFloat in [-24, 24] {
                fillEllipse(ctx, .white, CGRect(x: cx + dx - 11, y: cy - 26, width: 22, height: 24))
                fillEllipse(ctx, .black, CGRect(x: cx + dx - 6, y: cy - 20, width: 12, height: 14))
            }
            fillEllipse(ctx, UIColor(red: 0.25, green: 0.15, blue: 0.15, alpha: 1), CGRect(x: cx - 11, y: cy + 8, width: 22, height: 15))
        }
    }

    // MARK: Herbs

    /// A herb: a tinted backdrop and leaves fanning from a stem.
    public static func herb(_ herb: Herb) -> UIImage {
        cached("herb.\(herb.name)", size: CGSize(width: 200, height: 200)) { ctx, size in
            gradient(ctx, size, herb.backdrop, herb.backdrop.withAlphaComponent(0.6))
            ctx.setFillColor(UIColor(red: 0.25, green: 0.45, blue: 0.2, alpha: 1).cgColor)
            ctx.fill(CGRect(x: size.width / 2 - 3, y: size.height * 0.35, width: 6, height: size.height * 0.6))
            for i in 0..<herb.leaves {
                let angle = (CGFloat(i) / CGFloat(max(herb.leaves - 1, 1)) - 0.5) * 2.2
                ctx.saveGState()
                ctx.translateBy(x: size.width / 2, y: size.height * 0.62)
                ctx.rotate(by: angle)
                fillEllipse(ctx, herb.leaf, CGRect(x: -herb.leafWidth / 2, y: -herb.leafLength - 10, width: herb.leafWidth, height: herb.leafLength))
                ctx.restoreGState()
            }
        }
    }

    // MARK: Things

    /// A "thing": a simple object on a soft backdrop.
    public static func thing(_ index: Int) -> UIImage {
        cached("thing.\(index)", size: CGSize(width: 160, height: 160)) { ctx, size in
            let hue = CGFloat(index % 12) / 12
            gradient(ctx, size, UIColor(hue: hue, saturation: 0.25, brightness: 1, alpha: 1),
                     UIColor(hue: hue, saturation: 0.45, brightness: 0.9, alpha: 1))
            let color = UIColor(hue: (hue + 0.5).truncatingRemainder(dividingBy: 1), saturation: 0.7, brightness: 0.8, alpha: 1)
            ctx.setFillColor(color.cgColor)
            switch index % 4 {
            case 0: ctx.fillEllipse(in: CGRect(x: 40, y: 40, width: 80, height: 80))
            case 1: ctx.addPath(CGPath(roundedRect: CGRect(x: 35, y: 45, width: 90, height: 70), cornerWidth: 14, cornerHeight: 14, transform: nil)); ctx.fillPath()
            case 2:
                ctx.fill(CGRect(x: 70, y: 30, width: 20, height: 100))
                ctx.fill(CGRect(x: 30, y: 70, width: 100, height: 20))
            default:
                for k in 0..<3 { ctx.fillEllipse(in: CGRect(x: 28 + CGFloat(k) * 36, y: 60, width: 32, height: 32)) }
            }
        }
    }

    // MARK: Photos

    /// A landscape "photo": sky, sun and hills.
    public static func photo(_ index: Int) -> UIImage {
        cached("photo.\(index)", size: CGSize(width: 160, height: 160)) { ctx, size in
            let hue = CGFloat((index * 5) % 17) / 17
            gradient(ctx, size, UIColor(hue: hue, saturation: 0.5, brightness: 0.95, alpha: 1),
                     UIColor(hue: hue, saturation: 0.2, brightness: 1, alpha: 1))
            fillEllipse(ctx, UIColor(red: 1, green: 0.85, blue: 0.4, alpha: 1), CGRect(x: 100 - CGFloat(index % 3) * 30, y: 24, width: 36, height: 36))
            fillEllipse(ctx, UIColor(hue: 0.3, saturation: 0.5, brightness: 0.55, alpha: 1), CGRect(x: -40, y: 100, width: 160, height: 120))
            fillEllipse(ctx, UIColor(hue: 0.33, saturation: 0.55, brightness: 0.45, alpha: 1), CGRect(x: 50, y: 110, width: 170, height: 120))
        }
    }
}
