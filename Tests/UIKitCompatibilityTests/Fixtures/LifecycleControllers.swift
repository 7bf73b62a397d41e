import UIKit

/// Screens written the classic way: designated initialisers, a coder
/// initialiser, views built in `viewDidLoad`, laid out in
/// `viewDidLayoutSubviews`, refreshed in `viewWillAppear`.
class BaseLifecycleViewController: UIViewController {
    private(set) var lifecycle: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        lifecycle.append("init")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        lifecycle.append("init(coder:)")
    }

    func note(_ event: String) {
        lifecycle.append(event)
    }

    override func loadView() {
        super.loadView()
        note("loadView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        note("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        note("viewWillAppear(\(animated))")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        note("viewIsAppearing(\(animated))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("viewDidAppear(\(animated))")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note("viewWillDisappear(\(animated))")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        note("viewDidDisappear(\(animated))")
    }
}

final class ArticleViewController: BaseLifecycleViewController {
    let articleTitle: String
    let titleLabel = UILabel()
    let bodyView = UIView()
    private(set) var layoutCount = 0
    private(set) var appearCount = 0

    init(articleTitle: String) {
        self.articleTitle = articleTitle
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) {
        self.articleTitle = ""
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = articleTitle
        titleLabel.font = UIFont.boldSystemFont(ofSize: 24)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        bodyView.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.addSubview(titleLabel)
        view.addSubview(bodyView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearCount += 1
        titleLabel.text = "\(articleTitle) (\(appearCount))"
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCount += 1
        let inset: CGFloat = 20
        titleLabel.frame = CGRect(x: inset, y: 60, width: view.bounds.width - 2 * inset, height: 40)
        bodyView.frame = CGRect(x: inset, y: titleLabel.frame.maxY + 12,
                                width: view.bounds.width - 2 * inset,
                                height: view.bounds.height - titleLabel.frame.maxY - 12 - inset)
    }
}

final class ArticleListViewController: BaseLifecycleViewController {
    let fadeDelegate = FadeTransitioningDelegate()

    convenience init() {
        self.init(nibName: nil, bundle: nil)
        title = "Articles"
    }

    func openArticle(titled title: String, completion: (() -> Void)? = nil) -> ArticleViewController {
        let article = ArticleViewController(articleTitle: title)
        article.transitioningDelegate = fadeDelegate
        present(article, animated: true, completion: completion)
        return article
    }
}
