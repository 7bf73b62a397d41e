import UIKit

extension Notification.Name {
    static let themeDidChange = Notification.Name("ThemeDidChangeNotification")
}

/// A menu screen: a button opens Settings with a cross-dissolve, and the
/// screen re-tints itself when the theme notification arrives.
final class MenuViewController: UIViewController {
    let settingsButton = UIButton(type: .system)
    private(set) var tintChanges = 0
    private(set) var presentedSettings: SettingsViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        settingsButton.setTitle("Settings", for: .normal)
        settingsButton.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        settingsButton.addTarget(self, action: Self.settingsTapped(_:), for: .touchUpInside)
        view.addSubview(settingsButton)

        NotificationCenter.default.addObserver(self, selector: Self.themeChanged(_:), name: .themeDidChange, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    private func settingsTapped(_ sender: UIButton) {
        let settings = SettingsViewController()
        settings.modalPresentationStyle = .fullScreen
        settings.modalTransitionStyle = .crossDissolve
        presentedSettings = settings
        present(settings, animated: true)
    }

    private func themeChanged(_ notification: Notification) {
        tintChanges += 1
        if let color = notification.userInfo?["color"] as? UIColor {
            view.tintColor = color
        }
    }

    // segue-port: Interface Builder connections
    override class var interfaceBuilderActions: [Selector] {
        super.interfaceBuilderActions + [Selector("settingsTapped:", MenuViewController.settingsTapped(_:))]
    }
}

final class SettingsViewController: UIViewController {
    let closeButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        closeButton.setTitle("Close", for: .normal)
        closeButton.frame = CGRect(x: 20, y: 60, width: 100, height: 44)
        closeButton.addTarget(self, action: Self.closeTapped(_:), for: .touchUpInside)
        view.addSubview(closeButton)
    }

    private func closeTapped(_ sender: Any) {
        dismiss(animated: true, completion: nil)
    }
}
