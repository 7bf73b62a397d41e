import UIKit

/// One person in the contact list.
struct Contact {
    let name: String
    let phone: String
    let hue: Int

    /// The first letter, the list's section.
    var initial: String { String(name.prefix(1)) }

    /// A 40 × 40 avatar in the contact's colour (shown round).
    @MainActor var avatar: UIImage {
        let palette: [(UInt8, UInt8, UInt8)] = [(255, 149, 0), (52, 199, 89), (0, 122, 255), (175, 82, 222),
                                                (255, 45, 85), (48, 176, 199), (162, 132, 94)]
        let (r, g, b) = palette[hue % palette.count]
        var pixels = [UInt8](repeating: 255, count: 40 * 40 * 4)
        for p in 0..<(40 * 40) {
            pixels[p * 4] = r
            pixels[p * 4 + 1] = g
            pixels[p * 4 + 2] = b
        }
        return UIImage(cgImage: CGImage(width: 40, height: 40, premultipliedRGBA: pixels)!)
    }

    static let all: [Contact] = [
        "Ada Lovelace", "Alan Kay", "Alan Turing", "Barbara Liskov", "Bjarne Stroustrup", "Brian Kernighan",
        "Chris Lattner", "Claude Shannon", "Dennis Ritchie", "Donald Knuth", "Edsger Dijkstra", "Frances Allen",
        "Grace Hopper", "Guido van Rossum", "John Backus", "John McCarthy", "Ken Thompson", "Linus Torvalds",
        "Margaret Hamilton", "Niklaus Wirth", "Radia Perlman", "Tim Berners-Lee",
    ].enumerated().map { Contact(name: $0.element, phone: "+1 555 01\(10 + $0.offset)", hue: $0.offset) }

    /// The contacts grouped by initial, in order.
    static let sections: [(initial: String, contacts: [Contact])] = {
        var result: [(String, [Contact])] = []
        for contact in all {
            if result.last?.0 == contact.initial { result[result.count - 1].1.append(contact) }
            else { result.append((contact.initial, [contact])) }
        }
        return result
    }()
}

/// A contact row: the standard subtitle cell with a round avatar and a chevron.
final class ContactCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        imageView?.clipsToBounds = true
        imageView?.layer.cornerRadius = 20
        detailTextLabel?.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
