import MiniUIKit

/// The first screen: a card that opens the detail screen, which grows out of it.
class ViewController: UIViewController {

    let card = UIButton(type: .system)
    private let growTransition = GrowTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.setTitle("Open the card", for: .normal)
        card.setTitleColor(.white, for: .normal)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        // UIKit's addTarget(_:action:for:) takes an Objective-C selector; on Linux the
        // closure-based UIAction (iOS 14) is the way.
        card.addAction(UIAction { [weak self] _ in self?.showDetail() }, for: .touchUpInside)
        view.addSubview(card)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.frame = CGRect(x: 24, y: view.bounds.midY - 60, width: view.bounds.width - 48, height: 120)
    }

    /// Presents the detail screen, grown from the card.
    func showDetail() {
        let detail = DetailViewController()
        growTransition.originFrame = card.frame
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = growTransition
        present(detail, animated: true)
    }
}

/// The second screen: a title and a way back.
class DetailViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let title = UILabel(frame: CGRect(x: 24, y: 120, width: view.bounds.width - 48, height: 44))
        title.text = "Hello, transition"
        title.font = .boldSystemFont(ofSize: 32)
        title.textColor = .white
        title.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.setTitleColor(.white, for: .normal)
        close.frame = CGRect(x: 24, y: 180, width: 100, height: 44)
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(close)
    }
}
