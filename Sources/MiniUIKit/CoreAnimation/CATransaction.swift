import Foundation

/// Groups layer changes, as Core Animation's: the duration and timing function of the
/// implicit animations they start, whether they animate at all, and a block to run once
/// every animation added inside has ended.
@preconcurrency @MainActor
public final class CATransaction {
  /// The settings of one `begin()`…`commit()`.
  struct Settings {
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool?
    var completion: (@MainActor () -> Void)?
    /// The animations added inside, which the completion waits for.
    var animations: [CAAnimation] = []
  }

  /// A completion waiting for its transaction's animations to end.
  struct PendingCompletion {
    var animations: [CAAnimation]
    var completion: @MainActor () -> Void
  }

  /// The transactions of the stage being served.
  private static func transactions() -> TransactionStack { UIApplication.shared.stage.transactions }

  /// Opens a transaction; its settings apply until `commit()`.
  public static func begin() { transactions().open.append(Settings()) }

  /// Closes the innermost transaction; its completion block runs once its animations end
  /// (at once when there are none).
  public static func commit() { transactions().commit() }

  /// Commits nothing more here: changes are drawn at the next frame anyway.
  public static func flush() {}

  /// The duration of implicit animations (0.25 s unless set).
  public static func animationDuration() -> CFTimeInterval {
    transactions().open.reversed().lazy.compactMap(\.duration).first
      ?? MediaTimingValues.defaultAnimationDuration
  }

  /// Sets the duration, in seconds, of implicit animations in the innermost transaction.
  public static func setAnimationDuration(_ duration: CFTimeInterval) {
    set { $0.duration = duration }
  }

  /// The timing function of implicit animations (nil: Core Animation's default curve).
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    transactions().open.reversed().lazy.compactMap(\.timingFunction).first
  }

  /// Sets the timing function of implicit animations in the innermost transaction.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    set { $0.timingFunction = function }
  }

  /// Whether property changes start no implicit animations.
  public static func disableActions() -> Bool {
    transactions().open.reversed().lazy.compactMap(\.disableActions).first ?? false
  }

  /// Sets whether property changes in the innermost transaction start no implicit animations.
  public static func setDisableActions(_ flag: Bool) {
    set { $0.disableActions = flag }
  }

  /// The block the innermost transaction runs once its animations have ended.
  public static func completionBlock() -> (@MainActor () -> Void)? {
    transactions().open.last?.completion
  }

  /// The block to run once every animation added in this transaction has ended.
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    set { $0.completion = block }
  }

  /// Changes the innermost transaction's settings (opening an implicit one, as Core
  /// Animation does, that the next frame commits).
  private static func set(_ change: (inout Settings) -> Void) {
    let transactions = transactions()
    if transactions.open.isEmpty { transactions.open.append(Settings()) }
    change(&transactions.open[transactions.open.count - 1])
  }
}

/// The `CATransaction`s of a stage: those open, innermost last, and the completions waiting
/// for their animations to end.
@MainActor
final class TransactionStack {
  var open: [CATransaction.Settings] = []
  private(set) var waiting: [CATransaction.PendingCompletion] = []

  /// Closes the innermost transaction; its completion runs once its animations end (at once
  /// when there are none).
  func commit() {
    guard let settings = open.popLast() else { return }
    if !open.isEmpty {
      // A nested transaction's animations are its parent's too.
      open[open.count - 1].animations += settings.animations
    }
    guard let completion = settings.completion else { return }
    let running = settings.animations.filter(\.isRunning)
    if running.isEmpty {
      completion()
    } else {
      waiting.append(CATransaction.PendingCompletion(animations: running, completion: completion))
    }
  }

  /// Commits what is still open when a frame begins: the implicit transaction (and any that
  /// an app forgot to commit).
  func commitImplicit() {
    while !open.isEmpty { commit() }
  }

  /// An animation was added to a layer: the open transactions wait for it.
  func didAdd(_ animation: CAAnimation) {
    guard !open.isEmpty else { return }
    open[open.count - 1].animations.append(animation)
  }

  /// Runs the completions whose animations have all ended.
  func runFinishedCompletions() {
    let ready = waiting.filter { entry in entry.animations.allSatisfy { !$0.isRunning } }
    guard !ready.isEmpty else { return }
    waiting.removeAll { entry in entry.animations.allSatisfy { !$0.isRunning } }
    for entry in ready { entry.completion() }
  }
}
