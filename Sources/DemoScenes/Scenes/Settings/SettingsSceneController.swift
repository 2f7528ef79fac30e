@_spi(Host) import MiniUIKit

/// "Settings": everyday UIKit in one screen (see SettingsViewController), on a navigation
/// controller with large titles.
@MainActor
public final class SettingsSceneController: UINavigationController, DemoScene {
  private let autoplayScript = AutoplayScript()

  public init() {
    super.init(rootViewController: SettingsViewController())
  }

  required init?(coder: NSCoder) { nil }

  var settings: SettingsViewController? { viewControllers.first as? SettingsViewController }

  /// Scrolls the large title away, opens Wi-Fi and comes back (the row deselecting along
  /// with the pop), then deletes the first favourite with a full swipe made as a person
  /// makes it: a drag from its trailing edge most of the way across.
  public func autoplay() {
    guard let settings, let table = settings.tableView else { return }
    view.layoutIfNeeded()
    let rest = -table.adjustedContentInset.top
    table.setContentOffset(CGPoint(x: 0, y: rest + 110), animated: true)
    var swipeStart: TimeInterval?
    var swipeRow = CGRect.zero
    let wifi = IndexPath(row: 1, section: SettingsViewController.Section.connections.rawValue)
    let first = IndexPath(row: 0, section: SettingsViewController.Section.favourites.rawValue)
    autoplayScript.play(
      [
        (
          0.8,
          {
            table.selectRow(at: wifi, animated: false, scrollPosition: .none)
            settings.tableView(table, didSelectRowAt: wifi)
          }
        ),
        (1.9, { [weak self] in _ = self?.popViewController(animated: true) }),
        (
          2.9,
          { [weak self] in
            // The favourite in view, the large title still collapsed.
            let row = table.rectForRow(at: first)
            let visible = table.bounds.height - table.adjustedContentInset.top
            table.contentOffset.y = max(
              row.midY - table.adjustedContentInset.top - visible / 2, rest + 52)
            table.layoutIfNeeded()
            swipeRow = table.convert(table.rectForRow(at: first), to: nil)
            self?.sendPointer(.down, x: swipeRow.maxX - 10, y: swipeRow.midY)
          }
        ),
      ]
    ) { [weak self] elapsed in
      guard let self else { return false }
      guard swipeRow != .zero else { return true }
      let began = swipeStart ?? elapsed
      swipeStart = began
      // Across most of the row in 0.4 s, then let go.
      let progress = min((elapsed - began) / 0.4, 1)
      let x = swipeRow.maxX - 10 - (swipeRow.width - 30) * CGFloat(progress)
      self.sendPointer(progress < 1 ? .moved : .up, x: x, y: swipeRow.midY)
      return progress < 1
    }
  }

  private func sendPointer(_ kind: PointerEvent.Kind, x: CGFloat, y: CGFloat) {
    UIApplication.shared.sendPointerEvent(PointerEvent(kind: kind, location: CGPoint(x: x, y: y)))
  }

  public var diagnostics: String? {
    guard let settings, settings.isViewLoaded else { return nil }
    return "favourites \(settings.favourites.count) · bar \(Int(navigationBar.frame.height)) pt"
  }
}
