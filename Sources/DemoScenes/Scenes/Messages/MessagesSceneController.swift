@_spi(Host) import MiniUIKit

/// "Messages": a conversation with a field to type in, on a navigation controller. Typing
/// and sending lifts the message out of the field into the list; the magnifying glass
/// searches the conversation, its bar rising into the navigation bar.
@MainActor
public final class MessagesSceneController: UINavigationController, DemoScene {
  private let autoplayScript = AutoplayScript()

  public init() {
    super.init(rootViewController: ConversationViewController())
  }

  required init?(coder: NSCoder) { nil }

  var conversation: ConversationViewController? {
    viewControllers.first as? ConversationViewController
  }

  /// Begins editing the message, as a click in the field does.
  public func beginTyping() {
    conversation?.field.becomeFirstResponder()
  }

  /// Begins a search of the conversation, as the magnifying glass does.
  public func beginSearch() {
    conversation?.searchController.isActive = true
  }

  /// The message `--autoplay` types.
  static let autoplayMessage = "On my way!"

  /// Types a message into the field a key at a time, as a person types, and sends it with
  /// Return.
  public func autoplay() {
    beginTyping()
    var steps: [AutoplayScript.Step] = []
    for (index, character) in Self.autoplayMessage.enumerated() {
      steps.append(
        (
          0.1 + 0.08 * Double(index),
          {
            UIApplication.shared.sendKey(
              UIKey(.character(character), characters: String(character)))
          }
        ))
    }
    let sendTime = 0.3 + 0.08 * Double(Self.autoplayMessage.count)
    steps.append((sendTime, { UIApplication.shared.sendKey(UIKey(.enter)) }))
    // The script ends once the bubble has landed.
    steps.append((sendTime + ConversationViewController.flightDuration + 0.1, {}))
    autoplayScript.play(steps)
  }

  public var diagnostics: String? {
    guard let conversation, conversation.isViewLoaded else { return nil }
    return "messages \(conversation.messages.count)"
      + (conversation.flyingBubble == nil ? "" : " · flying")
      + (conversation.searchController.isActive ? " · searching" : "")
  }
}
