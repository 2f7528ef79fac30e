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

  /// The transactions open, innermost last (on the application's stage).
  private static var stack: [Settings] {
    get { UIApplication.shared.stage.transactions }
    set { UIApplication.shared.stage.transactions = newValue }
  }
  /// Completions waiting for their transactions' animations to end.
  private static var pending: [PendingCompletion] {
    get { UIApplication.shared.stage.transactionCompletions }
    set { UIApplication.shared.stage.transactionCompletions = newValue }
  }

  /// Opens a transaction; its settings apply until `commit()`.
  public static func begin() { stack.append(Settings()) }

  /// Closes the innermost transaction; its completion block runs once its animations end
  /// (at once when there are none).
  public static func commit() {
    guard let settings = stack.popLast() else { return }
    if !stack.isEmpty {
      // A nested transaction's animations are its parent's too.
      stack[stack.count - 1].animations += settings.animations
    }
    guard let completion = settings.completion else { return }
    let running = settings.animations.filter { LayerAnimations.shared.isRunning($0) }
    if running.isEmpty {
      completion()
    } else {
      pending.append(PendingCompletion(animations: running, completion: completion))
    }
  }

  /// Commits nothing more here: changes are drawn at the next frame anyway.
  public static func flush() {}

  /// The duration of implicit animations (0.25 s unless set).
  public static func animationDuration() -> CFTimeInterval {
    stack.reversed().lazy.compactMap(\.duration).first ?? MediaTimingValues.defaultAnimationDuration
  }

  public static func setAnimationDuration(_ duration: CFTimeInterval) {
    set { $0.duration = duration }
  }

  /// The timing function of implicit animations (nil: Core Animation's default curve).
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    stack.reversed().lazy.compactMap(\.timingFunction).first
  }

  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    set { $0.timingFunction = function }
  }

  /// Whether property changes start no implicit animations.
  public static func disableActions() -> Bool {
    stack.reversed().lazy.compactMap(\.disableActions).first ?? false
  }

  public static func setDisableActions(_ flag: Bool) {
    set { $0.disableActions = flag }
  }

  public static func completionBlock() -> (@MainActor () -> Void)? {
    stack.last?.completion
  }

  /// The block to run once every animation added in this transaction has ended.
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    set { $0.completion = block }
  }

  /// Changes the innermost transaction's settings (opening an implicit one, as Core
  /// Animation does, that the next frame commits).
  private static func set(_ change: (inout Settings) -> Void) {
    if stack.isEmpty { stack.append(Settings()) }
    change(&stack[stack.count - 1])
  }

  /// Commits what is still open when a frame begins: the implicit transaction (and any that
  /// an app forgot to commit).
  static func commitImplicit() {
    while !stack.isEmpty { commit() }
  }

  /// An animation was added to a layer: the open transactions wait for it.
  static func didAdd(_ animation: CAAnimation) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].animations.append(animation)
  }

  /// Runs the completions whose animations have all ended.
  static func runFinishedCompletions() {
    let ready = pending.filter { entry in
      entry.animations.allSatisfy { !LayerAnimations.shared.isRunning($0) }
    }
    guard !ready.isEmpty else { return }
    pending.removeAll { entry in
      entry.animations.allSatisfy { !LayerAnimations.shared.isRunning($0) }
    }
    for entry in ready { entry.completion() }
  }

}
