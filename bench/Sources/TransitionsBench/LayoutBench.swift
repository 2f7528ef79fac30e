import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// Auto Layout's costs: a 1,000-view screen (250 rows of four labels in stack views) solved
/// from nothing and re-solved after one constant changed, and the cards scene's own
/// constraints re-solved as a constraint animation does each frame.
@MainActor
enum LayoutBench {
  static func run(window: UIWindow, repeats: Int) -> LayoutReport {
    var first: [Double] = []
    var again: [Double] = []
    for round in 0..<3 {
      let (root, spacer) = thousandViews()
      window.rootViewController = root
      first.append(milliseconds { root.view.layoutIfNeeded() })
      for step in 0..<10 {
        spacer.constant = CGFloat((round * 10 + step) % 7)
        again.append(milliseconds { root.view.layoutIfNeeded() })
      }
    }
    let cards = CardsViewController()
    window.rootViewController = cards
    cards.view.layoutIfNeeded()
    cards.autoplay()
    var cardsAgain: [Double] = []
    let header = cards.view.constraints.first { $0.firstAttribute == .top }
    for step in 0..<repeats {
      header?.constant = CGFloat(step % 2)
      cardsAgain.append(milliseconds { cards.view.layoutIfNeeded() })
    }
    var cardsScroll: [Double] = []
    let column = cards.view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    for step in 0..<repeats {
      column?.contentOffset.y = CGFloat(step % 30) * 10
      cardsScroll.append(milliseconds { cards.view.layoutIfNeeded() })
    }
    window.rootViewController = UIViewController()
    return LayoutReport(
      firstSolve: Percentiles(first), resolve: Percentiles(again),
      cardsResolve: Percentiles(cardsAgain), cardsScroll: Percentiles(cardsScroll))
  }

  /// 250 rows of four labels, each row a horizontal stack in one vertical stack, and the
  /// constraint whose constant the re-solve changes (the column's top spacing).
  static func thousandViews() -> (UIViewController, NSLayoutConstraint) {
    let root = UIViewController()
    let column = UIStackView()
    column.axis = .vertical
    column.spacing = 4
    column.translatesAutoresizingMaskIntoConstraints = false
    for row in 0..<250 {
      let stack = UIStackView()
      stack.spacing = 8
      stack.distribution = .fillEqually
      for label in 0..<4 {
        let text = UILabel()
        text.text = "row \(row) · \(label)"
        text.font = .systemFont(ofSize: 13)
        stack.addArrangedSubview(text)
      }
      column.addArrangedSubview(stack)
    }
    root.view.addSubview(column)
    let top = column.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 0)
    NSLayoutConstraint.activate([
      top,
      column.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 8),
      column.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -8),
    ])
    return (root, top)
  }

}

struct LayoutReport: Codable {
  var firstSolve: Percentiles
  var resolve: Percentiles
  var cardsResolve: Percentiles
  var cardsScroll: Percentiles
}
