import SeguePort
import Testing

/// Rule 7: overrides of the initialisers Segue creates registered reusable
/// views with become `required`.
@Suite("Required initialisers of reusable views")
struct RequiredInitializerTests {
    @Test("override init(style:reuseIdentifier:) in a UITableViewCell subclass becomes required")
    func tableCell() {
        expectPorted("""
            final class ContactCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, """
            final class ContactCell: UITableViewCell {
                required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
    }

    @Test("Headers, collection cells and reusable views: the same, keeping other modifiers")
    func otherReusableViews() {
        expectPorted("""
            class Header: UITableViewHeaderFooterView {
                public override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
            }
            class Tile: UICollectionViewCell, Themed {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Badge: UICollectionReusableView {
                @objc override init(frame: CGRect) { super.init(frame: frame) }
            }
            """, """
            class Header: UITableViewHeaderFooterView {
                public required init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
            }
            class Tile: UICollectionViewCell, Themed {
                required init(frame: CGRect) { super.init(frame: frame) }
            }
            class Badge: UICollectionReusableView {
                required init(frame: CGRect) { super.init(frame: frame) }
            }
            """)
    }

    @Test("Other initialisers and other classes are left alone, and the change is listed")
    func leftAlone() {
        let source = """
            class Card: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Cell: UITableViewCell {
                convenience init() { self.init(style: .default, reuseIdentifier: nil) }
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Special: ContactCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
            }
            """
        expectPorted(source, source)
        let result = port("""
            class Cell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
            }
            """)
        #expect(result.changes.map(\.summary) == ["override init(style:reuseIdentifier:) → required init(style:reuseIdentifier:) (UITableViewCell creates registered subclasses through it)"])
    }

    @Test("A subclass of the project's own cell class is rewritten too, and an open class's initialiser becomes public")
    func throughUserClasses() {
        expectPorted("""
            open class ActionCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            final class SpotifyCell: ActionCell {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            """, """
            open class ActionCell: UICollectionViewCell {
                public required init(frame: CGRect) { super.init(frame: frame) }
            }
            final class SpotifyCell: ActionCell {
                required init(frame: CGRect) { super.init(frame: frame) }
            }
            """)
    }

    @Test("The chain to a UIKit class is followed through classes declared in other files ported together")
    func acrossFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("MessagesSegue.swift", "class MessagesSegue: UIStoryboardSegue {}\n")
        try folder.write("TopSegue.swift", """
            class TopSegue: MessagesSegue {
                override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
                    super.init(identifier: identifier, source: source, destination: destination)
                }
            }

            """)
        _ = FilePorter(writesInPlace: true).port(paths: [folder.path])
        #expect(try folder.read("TopSegue.swift").contains("required public init(identifier: String?, source: UIViewController, destination: UIViewController)"))
    }
}

/// Rule 8: a `UITableViewController` or `UICollectionViewController` subclass
/// overrides the scroll-view delegate methods.
@Suite("Scroll-view delegate methods of table view controllers")
struct ScrollDelegateOverrideTests {
    @Test("scrollViewDidScroll in a UITableViewController subclass gets override; private ones and other classes do not")
    func tableViewController() {
        expectPorted("""
            final class FeedViewController: UITableViewController {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                private func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
                override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
                func scrollViewDidScroll(to point: CGPoint) {}
            }
            final class ListViewController: UIViewController, UITableViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """, """
            final class FeedViewController: UITableViewController {
                override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                private func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
                override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
                func scrollViewDidScroll(to point: CGPoint) {}
            }
            final class ListViewController: UIViewController, UITableViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """)
    }

    @Test("scrollViewDidScroll in a UICollectionViewController subclass gets override")
    func collectionViewController() {
        expectPorted("""
            final class GridViewController: UICollectionViewController {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """, """
            final class GridViewController: UICollectionViewController {
                override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """)
    }
}
