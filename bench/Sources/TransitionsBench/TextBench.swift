import Foundation
@_spi(Host) import MiniUIKit

/// Text at scale: 1,000 wrapping labels of mixed scripts (Latin, Arabic, Hebrew, Devanagari,
/// Japanese, emoji) measured the first time (every word shaped by HarfBuzz, with fallback
/// faces), again after a width change (the labels' kept words: adding widths, no shaping), and
/// their lines shaped for drawing.
@MainActor
enum TextBench {
  static let samples = [
    "The little place on Rue Oberkampf, the one with the blue door.",
    "يا سلام! أحب هذا المكان كثيراً، نراك هناك الساعة الثامنة",
    "שלום עולם, נתראה מחר בערב (בשעה 8)",
    "नमस्ते मित्र, क्षत्रिय परिवार आज रात खाने पर आएगा",
    "明日の夜、青いドアの小さな店で会いましょう。",
    "Great, see you there 🎉 👍🏽 ❤️ — office affine",
  ]

  static func run(runs: Int) -> TextReport {
    let measurer = UIApplication.shared.environment.textMeasurer
    var first: [Double] = []
    var widened: [Double] = []
    var drawn: [Double] = []
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
    for run in 0..<runs {
      // New strings each run, so that nothing is remembered from the last.
      let labels = (0..<1_000).map { index -> UILabel in
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        label.numberOfLines = 0
        label.text = samples[index % samples.count] + " \(run)·\(index)"
        return label
      }
      func timed(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      }
      var height: CGFloat = 0
      first.append(
        timed {
          for label in labels { height += label.sizeThatFits(CGSize(width: 200, height: 0)).height }
        })
      widened.append(
        timed {
          for label in labels { height += label.sizeThatFits(CGSize(width: 260, height: 0)).height }
        })
      // The lines a frame draws, each shaped whole.
      var lines: [(String, UIFont)] = []
      for label in labels {
        window.addSubview(label)
        for command in window.displayList().commands {
          if case .text(let text, _, let font, _, _) = command.kind { lines.append((text, font)) }
        }
        label.removeFromSuperview()
      }
      drawn.append(
        timed { for (text, font) in lines { height += measurer.size(of: text, font: font).width } })
      precondition(height > 0, "nothing was measured")
    }
    return TextReport(
      firstLayout: Percentiles(first), widthChange: Percentiles(widened),
      linesShaped: Percentiles(drawn))
  }
}

struct TextReport: Codable {
  /// `sizeThatFits` of 1,000 new wrapping labels at 200 points: every word shaped.
  var firstLayout: Percentiles
  /// The same labels at 260 points: their words' widths kept.
  var widthChange: Percentiles
  /// Their lines (about 3,500) shaped whole, as drawing shapes them.
  var linesShaped: Percentiles
}
