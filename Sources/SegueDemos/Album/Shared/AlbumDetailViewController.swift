import UIKit

/// An album's detail: the list's cover, its shadow and title land here
/// (same `transitionID`s); the artist fades in and the tracks cascade up.
/// A left edge swipe pops interactively through the shared transition.
final class AlbumDetailViewController: UIViewController {
    let album: SharedAlbum
    let index: Int
    let cover = UIImageView()
    let shadow = UIView()
    let titleLabel = UILabel()
    let tracks = UIView()
    private(set) var edgeSwipe: EdgeSwipePop?

    init(album: SharedAlbum, index: Int) {
        self.album = album
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = album.title
        view.backgroundColor = .white
        let art = CGRect(x: 55, y: 110, width: 280, height: 280)
        shadow.frame = art
        shadow.styleAsAlbumShadow(cornerRadius: 24, opacity: 0.35, radius: 16, offsetY: 10)
        shadow.transitionID = "album.\(index).shadow"
        cover.image = Artwork.photo(album.artwork)
        cover.frame = art
        cover.layer.cornerRadius = 24
        cover.layer.masksToBounds = true
        cover.transitionID = "album.\(index).cover"
        titleLabel.text = album.title
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textAlignment = .center
        // Hugging its text (as the list's title does), centred: the pair's
        // snapshots then hold just the text and scale onto each other.
        titleLabel.sizeToFit()
        titleLabel.center = CGPoint(x: 195, y: 427)
        titleLabel.transitionID = "album.\(index).title"
        let artist = UILabel(frame: CGRect(x: 24, y: 448, width: 342, height: 22))
        artist.text = album.artist
        artist.textColor = .gray
        artist.textAlignment = .center
        artist.transitionModifiers = [.fade, .delay(0.1)]
        tracks.frame = CGRect(x: 24, y: 490, width: 342, height: CGFloat(album.tracks.count) * 48)
        for (i, name) in album.tracks.enumerated() {
            let row = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 48, width: 342, height: 44))
            row.text = "\(i + 1)   \(name)"
            row.backgroundColor = UIColor(white: 0.95, alpha: 1)
            row.layer.cornerRadius = 8
            row.layer.masksToBounds = true
            tracks.addSubview(row)
        }
        tracks.transitionModifiers = [.fade, .translate(x: 0, y: 30), .cascade(delta: 0.04)]
        for v in [shadow, cover, titleLabel, artist, tracks] { view.addSubview(v) }
        edgeSwipe = EdgeSwipePop(controller: self)
    }
}
