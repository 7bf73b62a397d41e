import UIKit

/// One album of the shared-element screens.
struct SharedAlbum {
    let title: String
    let artist: String
    let tracks: [String]
    let artwork: Int

    static let all: [SharedAlbum] = [
        SharedAlbum(title: "Morning Hills", artist: "The Valleys", tracks: ["Sunrise", "Dew", "Long Shadows", "Noon"], artwork: 1),
        SharedAlbum(title: "Blue Hour", artist: "Marina Holt", tracks: ["Dusk", "Harbour Lights", "Tide"], artwork: 4),
        SharedAlbum(title: "Field Notes", artist: "Kit & Wren", tracks: ["Meadow", "Fence Line", "Hayfield", "Rain", "Home"], artwork: 7),
        SharedAlbum(title: "Low Sun", artist: "Ostara", tracks: ["Amber", "Slow Walk", "Evening"], artwork: 10),
    ]
}

/// The albums list: rounded, shadowed covers with titles, each carrying a
/// `transitionID` that the detail's cover and title share; a mini player
/// at the bottom opens Now Playing.
final class AlbumListViewController: UIViewController {
    private(set) var rows: [UIView] = []
    private(set) var covers: [UIImageView] = []
    private(set) var titles: [UILabel] = []
    let miniPlayer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        for (i, album) in SharedAlbum.all.enumerated() {
            let row = UIView(frame: CGRect(x: 16, y: 110 + CGFloat(i) * 96, width: 358, height: 84))
            row.backgroundColor = .white
            row.layer.cornerRadius = 14
            row.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.open(i) })
            let cover = UIImageView(image: Artwork.photo(album.artwork))
            cover.frame = CGRect(x: 10, y: 10, width: 64, height: 64)
            cover.layer.cornerRadius = 10
            cover.layer.masksToBounds = true
            cover.transitionID = "album.\(i).cover"
            let shadow = UIView(frame: cover.frame)
            shadow.styleAsAlbumShadow(cornerRadius: 10, opacity: 0.25, radius: 4, offsetY: 2)
            shadow.transitionID = "album.\(i).shadow"
            let name = UILabel(frame: CGRect(x: 90, y: 18, width: 250, height: 26))
            name.text = album.title
            name.font = .boldSystemFont(ofSize: 19)
            name.sizeToFit()   // hugs its text: it flies onto the detail's title
            name.transitionID = "album.\(i).title"
            let artist = UILabel(frame: CGRect(x: 90, y: 46, width: 250, height: 20))
            artist.text = album.artist
            artist.font = .systemFont(ofSize: 15)
            artist.textColor = .gray
            artist.transitionModifiers = [.fade, .translate(x: -20, y: 0)]
            for v in [shadow, cover, name, artist] { row.addSubview(v) }
            view.addSubview(row)
            rows.append(row)
            covers.append(cover)
            titles.append(name)
        }
        miniPlayer.translatesAutoresizingMaskIntoConstraints = false
        miniPlayer.backgroundColor = UIColor(red: 0.2, green: 0.22, blue: 0.3, alpha: 1)
        miniPlayer.layer.cornerRadius = 16
        let playing = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 24))
        playing.text = "Now Playing: Harbour Lights"
        playing.textColor = .white
        playing.font = .boldSystemFont(ofSize: 16)
        miniPlayer.addSubview(playing)
        miniPlayer.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.openNowPlaying() })
        view.addSubview(miniPlayer)
        // Above the home indicator, or above the tab bar when the list is a tab.
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            miniPlayer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            miniPlayer.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            miniPlayer.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -12),
            miniPlayer.heightAnchor.constraint(equalToConstant: 64),
        ])
    }

    func open(_ index: Int) {
        navigationController?.pushViewController(AlbumDetailViewController(album: SharedAlbum.all[index], index: index),
                                                 animated: true)
    }

    func openNowPlaying() {
        let playing = NowPlayingViewController()
        present(playing, animated: true)
    }
}

extension UIView {
    /// A white rounded plate casting a shadow under an album cover.
    func styleAsAlbumShadow(cornerRadius: CGFloat, opacity: Float, radius: CGFloat, offsetY: CGFloat) {
        backgroundColor = .white
        layer.cornerRadius = cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = CGSize(width: 0, height: offsetY)
    }
}
