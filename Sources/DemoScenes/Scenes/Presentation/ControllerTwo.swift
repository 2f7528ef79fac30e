import MiniUIKit

/// The presented controller of the guide: light grey, with a button that dismisses it.
@MainActor
public final class ControllerTwo: UIViewController {
  public let showOne = UIButton(type: .system)

  public override func viewDidLoad() {
    view.backgroundColor = .scene(light: .lightGray, dark: UIColor(white: 0.2))
    showOne.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
    showOne.setTitle("Show Controller One", for: .normal)
    showOne.addAction(
      UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    view.addSubview(showOne)
  }
}
