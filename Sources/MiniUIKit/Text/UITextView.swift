import Foundation

/// Scrolling, multi-line text, as UIKit's `UITextView`: styled text (`attributedText`) laid out
/// in lines, edited with the keyboard and the mouse as a text field is (typing in
/// `typingAttributes`), selectable when read-only, with links that ask the delegate. With
/// scrolling off, it sizes itself to its text in Auto Layout.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput, UIContentSizeCategoryAdjusting {
  /// Posted with the text view as the object when editing begins.
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted with the text view as the object when editing changes the text.
  public nonisolated static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted with the text view as the object when editing ends.
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The text and its selection; each character's style indexes `styles`.
  var editor = TextEditor() { didSet { if editor != oldValue { editorDidChange(from: oldValue) } } }
  /// The attributes of the text's stretches; typing adds `typingAttributes`.
  private var styles: [[NSAttributedString.Key: Any]] = [[:]]

  /// The text (never nil when read), in the view's font and colour.
  open var text: String! {
    get { editor.text }
    set { attributedText = NSAttributedString(string: newValue ?? "", attributes: baseAttributes) }
  }

  /// The text with its styles.
  open var attributedText: NSAttributedString! {
    get { snapshotAttributedText() }
    set {
      let text = newValue ?? NSAttributedString(string: "")
      let snapshot = AttributedTextLayout.Snapshot(text)
      // An empty text keeps the view's font and colour for what is typed next.
      let base = baseAttributes
      styles = snapshot.runs.map(\.attributes)
      var characterStyles: [Int] = []
      for (index, run) in snapshot.runs.enumerated() {
        characterStyles += repeatElement(index, count: snapshot.string[run.range].count)
      }
      if styles.isEmpty { styles = [base] }
      editor = TextEditor(text: snapshot.string, styles: characterStyles)
      typingAttributes = styles[characterStyles.last ?? 0]
      forgetUndo()
    }
  }

  /// The attributes typed text takes: those of the text's end when it is set.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:] {
    didSet {
      // A style the text already has is used again, so that setting the same attributes
      // over and over (on every selection change, say) adds nothing.
      let wanted = NSDictionary(dictionary: typingAttributes.mapKeys(\.rawValue))
      if let known = styles.lastIndex(where: {
        NSDictionary(dictionary: $0.mapKeys(\.rawValue)).isEqual(wanted)
      }) {
        editor.insertionStyle = known
      } else {
        styles.append(typingAttributes)
        editor.insertionStyle = styles.count - 1
      }
    }
  }

  /// The font of the whole text (setting it restyles every stretch); 17 points by default.
  open var font: UIFont? {
    get { styles.first?[.font] as? UIFont ?? Self.defaultFont }
    set { restyle(.font, newValue ?? Self.defaultFont) }
  }
  private static let defaultFont = UIFont.systemFont(ofSize: 17)

  /// The colour of the whole text; the label colour by default.
  open var textColor: UIColor? {
    get { styles.first?[.foregroundColor] as? UIColor ?? .label }
    set { restyle(.foregroundColor, newValue ?? .label) }
  }

  /// The alignment of every paragraph; natural by default.
  open var textAlignment = NSTextAlignment.natural { didSet { textDidChange() } }

  /// Whether typing changes the text (true); a read-only text view can still be selected.
  open var isEditable = true
  /// Whether the text can be selected and copied, and its links clicked (true).
  open var isSelectable = true
  /// Whether `font` follows the user's text size.
  open var adjustsFontForContentSizeCategory = false
  /// Space between the view's edges and its text: 8 points above and below, as UIKit's.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textDidChange() }
  }
  /// How links are drawn (the link colour when empty).
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:] { didSet { textDidChange() } }
  /// Whether an editing text view is editing now.
  open private(set) var isEditing = false

  /// Drawn as typed: a text view never hides its text.
  open var isSecureTextEntry = false
  /// The on-screen keyboard asked for (kept as set: a desktop shows none).
  open var keyboardType = UIKeyboardType.default
  /// The label of the on-screen keyboard's Return key (kept as set).
  open var returnKeyType = UIReturnKeyType.default
  /// When the on-screen keyboard shifts to capitals (kept as set).
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether typing is corrected (kept as set: nothing is).
  open var autocorrectionType = UITextAutocorrectionType.default
  /// What the text is, for autofill (kept as set).
  open var textContentType: UITextContentType!
  /// A view shown above the bottom edge while this is edited (a toolbar with a Done button).
  open override var inputAccessoryView: UIView? {
    get { accessoryView }
    set {
      accessoryView = newValue
      reloadInputViews()
    }
  }
  private var accessoryView: UIView?

  /// The selection, in UTF-16 units, as UIKit's.
  open var selectedRange: NSRange {
    get { editor.utf16Range(of: editor.selection) }
    set {
      let string = editor.text
      guard let range = Range(newValue, in: string) else { return }
      let lower = string.distance(from: string.startIndex, to: range.lowerBound)
      editor.select(lower..<(lower + string[range].count))
    }
  }

  /// The view's delegate, when it is a text view's (it is the scroll view's `delegate`).
  var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

  /// Draws the text, the selection and the caret.
  let content = TextViewContentView()
  let caretBlink = CaretBlink()
  var undoStack: [TextEditor] = []
  var redoStack: [TextEditor] = []
  var lastChangeWasTyping = false
  var lastPress: (time: TimeInterval, location: CGPoint, count: Int)?

  /// A line's side margin, as TextKit's line fragment padding.
  static let lineFragmentPadding: CGFloat = 5

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    content.textView = self
    content.isUserInteractionEnabled = false
    addSubview(content)
    styles = [baseAttributes]
    typingAttributes = baseAttributes
  }

  public required init?(coder: NSCoder) { nil }

  private var baseAttributes: [NSAttributedString.Key: Any] {
    [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? .label]
  }

  /// Sets `key` to `value` in every stretch and in the typing attributes.
  private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
    for index in styles.indices { styles[index][key] = value }
    typingAttributes[key] = value
    textDidChange()
  }

  override func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
    guard adjustsFontForContentSizeCategory, let font, font.scaling != nil else { return }
    self.font = font.adjusted(to: category)
  }

  /// The text as an attributed string, stretch by stretch.
  private func snapshotAttributedText() -> NSAttributedString {
    let text = NSMutableAttributedString(string: "")
    var start = 0
    let characters = editor.characters
    while start < characters.count {
      var end = start + 1
      while end < characters.count, editor.styles[end] == editor.styles[start] { end += 1 }
      text.append(
        NSAttributedString(
          string: String(characters[start..<end]), attributes: styles[editor.styles[start]]))
      start = end
    }
    return text
  }

  // MARK: Layout

  var measurer: TextMeasuring { UIApplication.shared.environment.textMeasurer }

  /// Changes with each change of the text or of how it is laid out.
  private var textVersion = 0
  private var lastLayout: (version: Int, width: CGFloat, layout: AttributedTextLayout)?

  private func editorDidChange(from old: TextEditor) {
    if old.characters != editor.characters || old.styles != editor.styles {
      textDidChange()
    } else {
      content.setNeedsDisplay()
    }
    if isEditing {
      caretBlink.restart()
      scrollCaretToVisible()
    }
  }

  func textDidChange() {
    textVersion &+= 1
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    content.setNeedsDisplay()
  }

  /// The text laid out for lines `width` wide (the view's less its insets and padding).
  func layout(width: CGFloat) -> AttributedTextLayout {
    if var layout = lastLayout.flatMap({
      $0.version == textVersion && $0.width == width ? $0.layout : nil
    }) {
      layout.direction = effectiveUserInterfaceLayoutDirection
      return layout
    }
    var layout = AttributedTextLayout(
      snapshot(), width: width, font: font ?? Self.defaultFont, color: textColor ?? .label,
      alignment: textAlignment, measurer: measurer)
    lastLayout = (textVersion, width, layout)
    layout.direction = effectiveUserInterfaceLayoutDirection
    return layout
  }

  /// The text and its stretches, as the layout reads them (links in the link attributes).
  private func snapshot() -> AttributedTextLayout.Snapshot {
    let string = editor.text
    var runs: [(range: Range<String.Index>, attributes: [NSAttributedString.Key: Any])] = []
    var index = string.startIndex
    var start = 0
    while start < editor.characters.count {
      var end = start + 1
      while end < editor.characters.count, editor.styles[end] == editor.styles[start] { end += 1 }
      let upper = string.index(index, offsetBy: end - start)
      var attributes = styles[editor.styles[start]]
      if attributes[.link] != nil, let linkTextAttributes {
        attributes.merge(linkTextAttributes) { _, link in link }
      }
      runs.append((index..<upper, attributes))
      (index, start) = (upper, end)
    }
    return AttributedTextLayout.Snapshot(string: string, runs: runs)
  }

  /// How wide the lines are in a view `width` wide.
  func lineWidth(inViewOf width: CGFloat) -> CGFloat {
    max(
      0, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
  }

  /// The text's size in a view `width` wide, insets and padding included.
  func intrinsicSize(forWidth width: CGFloat) -> CGSize {
    let size = layout(width: lineWidth(inViewOf: width)).size
    let lineHeight = measurer.size(of: "X", font: font ?? Self.defaultFont).height
    return CGSize(
      width: (size.width + textContainerInset.left + textContainerInset.right + 2
        * Self.lineFragmentPadding).rounded(.up),
      height: (max(size.height, lineHeight) + textContainerInset.top + textContainerInset.bottom)
        .rounded(.up))
  }

  /// With scrolling off, the text's size for the view's width (unbounded before it has one);
  /// with it on, none.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return intrinsicSize(forWidth: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSize(forWidth: size.width) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = intrinsicSize(forWidth: bounds.width).height
    content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height))
    contentSize = CGSize(width: bounds.width, height: height)
  }

  /// Where the text's lines start, in the content view.
  var textOrigin: CGPoint {
    CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
  }

  /// The caret's rectangle before character `offset`, in the content view.
  func caretRect(at offset: Int) -> CGRect {
    let width = lineWidth(inViewOf: bounds.width)
    let layout = layout(width: width)
    let string = layout.string
    let index = string.index(string.startIndex, offsetBy: min(offset, string.count))
    var rect = layout.caretRect(of: index, width: width)
    if layout.lines.isEmpty {
      rect.size.height = measurer.size(of: "X", font: font ?? Self.defaultFont).height
    }
    return rect.offsetBy(dx: textOrigin.x, dy: textOrigin.y)
  }

  /// Scrolls so that the caret shows.
  func scrollCaretToVisible() {
    guard isScrollEnabled, bounds.height > 0 else { return }
    layoutIfNeeded()
    scrollRectToVisible(caretRect(at: editor.caret).insetBy(dx: -2, dy: -4), animated: false)
  }

  /// Scrolls so that `range` (UTF-16) shows.
  open func scrollRangeToVisible(_ range: NSRange) {
    let string = editor.text
    guard let found = Range(range, in: string) else { return }
    scrollRectToVisible(
      caretRect(at: string.distance(from: string.startIndex, to: found.lowerBound)),
      animated: false)
  }

  // MARK: First responder

  open override var canBecomeFirstResponder: Bool { isSelectable || isEditable }

  /// Begins editing (or, read-only, selecting), if the delegate lets it.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard window != nil, canBecomeFirstResponder else { return false }
    if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
    guard super.becomeFirstResponder() else { return false }
    guard isEditable else { return true }
    isEditing = true
    caretBlink.restart()
    content.setNeedsDisplay()
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing, if the delegate lets it.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    if isEditing, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
    guard super.resignFirstResponder() else { return false }
    didLoseFirstResponder()
    return true
  }

  /// A text view taken out of its window stops being edited, as UIKit's.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window == nil, isFirstResponder, !resignFirstResponder() else { return }
    stopEditing()
  }

  func didLoseFirstResponder() {
    caretBlink.stop()
    editor.moveCaret(to: editor.caret)
    guard isEditing else { return }
    isEditing = false
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  // MARK: Keys and mouse (UITextView+Editing.swift)

  /// Edits or selects with the key while first responder; other keys scroll or go up the chain.
  open override func keyPressed(_ key: UIKey) -> Bool {
    (isFirstResponder && edit(with: key)) || super.keyPressed(key)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, isSelectable || isEditable else {
      return super.touchesBegan(touches, with: event)
    }
    if !openLink(at: touch.location(in: self)) { _ = pressBegan(touch, with: event) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return super.touchesMoved(touches, with: event) }
    _ = pressMoved(touch)
  }

  // MARK: UIKeyInput

  /// Whether the view holds any text.
  open var hasText: Bool { !editor.characters.isEmpty }

  /// Types `text` in place of the selection, if the delegate lets it.
  open func insertText(_ text: String) {
    replace(editor.selection, with: text, isTyping: true)
  }

  /// Deletes the selection, else the character before the caret.
  open func deleteBackward() {
    replace(editor.rangeToDeleteBackward(word: false), with: "", isTyping: true)
  }

  // MARK: Accessibility

  open override var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  open override var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? editor.text }
    set { super.accessibilityValue = newValue }
  }
}

extension Dictionary {
  /// The same values under keys made by `transform`.
  fileprivate func mapKeys<NewKey: Hashable>(_ transform: (Key) -> NewKey) -> [NewKey: Value] {
    [NewKey: Value](uniqueKeysWithValues: map { (transform($0.key), $0.value) })
  }
}
