import Foundation

/// A line of editable text, as UIKit's `UITextField`: typed into through the desktop's input
/// method, with a blinking caret, selection by mouse and keys, the clipboard, undo, a
/// placeholder, a clear button and views at either end.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput, UIContentSizeCategoryAdjusting {
  /// The field's frame, as UIKit's.
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none
    /// A thin line round the field.
    case line
    /// A bevelled border.
    case bezel
    /// A rounded rectangle on the system background: the usual field.
    case roundedRect
  }

  /// When an overlay (the clear button, a left or right view) shows.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never
    /// While the field is edited.
    case whileEditing
    /// While it is not.
    case unlessEditing
    /// Always.
    case always
  }

  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned, or Return ended it.
    case committed
  }

  /// Posted with the field as the object when editing begins.
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted with the field as the object when editing changes the text.
  public nonisolated static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted with the field as the object when editing ends.
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// The text being edited and its selection.
  var editor = TextEditor() {
    didSet { if editor != oldValue { editorDidChange(from: oldValue) } }
  }

  /// The text; never nil when read ("" when empty), as UIKit's.
  open var text: String? {
    get { editor.text }
    set {
      editor.setText(newValue ?? "")
      forgetUndo()
    }
  }

  /// What shows, dimmed, while the field is empty.
  open var placeholder: String? {
    get { attributedPlaceholder?.string }
    set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
  }

  /// The placeholder with attributes: its first character's `.foregroundColor` and `.font`
  /// style all of it.
  open var attributedPlaceholder: NSAttributedString? { didSet { contentDidChange() } }

  /// The text's font; the system font of 17 points by default.
  open var font: UIFont? {
    get { storedFont }
    set {
      storedFont = newValue ?? Self.defaultFont
      contentDidChange()
    }
  }
  private var storedFont = UITextField.defaultFont
  private static let defaultFont = UIFont.systemFont(ofSize: 17)

  /// The text's colour; the label colour by default.
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      setNeedsDisplay()
    }
  }
  private var storedTextColor = UIColor.label

  /// How the text aligns while it fits; `.natural` (left) by default.
  open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }

  /// The field's frame; none by default.
  open var borderStyle = BorderStyle.none { didSet { contentDidChange() } }

  /// When the clear button shows (it shows only while there is text); never by default.
  open var clearButtonMode = ViewMode.never { didSet { setNeedsLayout() } }

  /// A view at the field's leading end, shown as `leftViewMode` says.
  open var leftView: UIView? {
    didSet { replaceOverlay(oldValue, with: leftView) }
  }
  /// When the left view shows; never by default.
  open var leftViewMode = ViewMode.never { didSet { setNeedsLayout() } }

  /// A view at the field's trailing end, shown as `rightViewMode` says.
  open var rightView: UIView? {
    didSet { replaceOverlay(oldValue, with: rightView) }
  }
  /// When the right view shows; never by default.
  open var rightViewMode = ViewMode.never { didSet { setNeedsLayout() } }

  /// Whether a preferred or scaled font follows the user's text size as it changes.
  open var adjustsFontForContentSizeCategory = false

  /// Whether editing starts with the text cleared.
  open var clearsOnBeginEditing = false

  /// Whether a text too wide for the field is drawn smaller, down to `minimumFontSize`.
  open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
  /// The smallest size `adjustsFontSizeToFitWidth` draws at.
  open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }

  /// What the field asks and tells as it is edited.
  open weak var delegate: UITextFieldDelegate?

  /// Whether the field is being edited (it is the first responder).
  open private(set) var isEditing = false

  /// Whether the text shows as bullets (a password), and is never copied.
  open var isSecureTextEntry = false { didSet { contentDidChange() } }
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

  /// Draws the text, the selection and the caret, clipped to the text's rectangle.
  let content = TextFieldContentView()
  /// Empties the field (`clearButtonMode`).
  let clearButton = UIButton(type: .custom)
  let caretBlink = CaretBlink()
  /// Earlier states to go back to (Ctrl+Z), and those undone (Ctrl+Shift+Z).
  var undoStack: [TextEditor] = []
  var redoStack: [TextEditor] = []
  /// Whether the last change was typing, which one undo takes back as a whole.
  var lastChangeWasTyping = false

  /// The last press's time and place, and how many presses came in a row there.
  var lastPress: (time: TimeInterval, location: CGPoint, count: Int)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    content.field = self
    content.clipsToBounds = true
    content.isUserInteractionEnabled = false
    addSubview(content)
    clearButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
    clearButton.tintColor = .tertiaryLabel
    clearButton.accessibilityLabel = "Clear text"
    clearButton.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
    addSubview(clearButton)
  }

  public required init?(coder: NSCoder) { nil }

  override func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
    guard adjustsFontForContentSizeCategory, storedFont.scaling != nil else { return }
    font = storedFont.adjusted(to: category)
  }

  private func replaceOverlay(_ old: UIView?, with new: UIView?) {
    if old?.superview === self { old?.removeFromSuperview() }
    if let new { addSubview(new) }
    setNeedsLayout()
  }

  func contentDidChange() {
    content.textDidChange()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  private func editorDidChange(from old: TextEditor) {
    if old.text != editor.text {
      contentDidChange()
    } else {
      content.setNeedsDisplay()
    }
    if isEditing { caretBlink.restart() }
  }

  // MARK: Geometry

  var measurer: TextMeasuring { UIApplication.shared.environment.textMeasurer }

  /// The height of a line of the font.
  var lineHeight: CGFloat { measurer.size(of: "X", font: storedFont).height }

  /// How far the text stands in from the field's sides.
  private var textInset: CGFloat {
    switch borderStyle {
    case .none: return 0
    case .line, .bezel: return 4
    case .roundedRect: return 7
    }
  }

  /// The field's size for its text (or placeholder), with room for its frame.
  open override var intrinsicContentSize: CGSize {
    let shown = editor.characters.isEmpty ? placeholder ?? "" : content.displayText
    let width = measurer.size(of: shown, font: storedFont).width
    let frameHeight: CGFloat = borderStyle == .roundedRect ? 14 : borderStyle == .none ? 0 : 8
    return CGSize(
      width: (width + 2 * textInset).rounded(.up), height: (lineHeight + frameHeight).rounded(.up))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The rectangle the frame is drawn in: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle the text is drawn in, between the overlays that show.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds.insetBy(dx: textInset, dy: 0)
    if isShown(leftView, mode: leftViewMode) {
      rect.origin.x = leftViewRect(forBounds: bounds).maxX + 4
      rect.size.width = max(bounds.maxX - textInset - rect.minX, 0)
    }
    let trailing =
      isShown(rightView, mode: rightViewMode)
      ? rightViewRect(forBounds: bounds).minX - 4
      : showsClearButton ? clearButtonRect(forBounds: bounds).minX - 2 : rect.maxX
    rect.size.width = max(min(rect.maxX, trailing) - rect.minX, 0)
    return rect
  }

  /// Where the placeholder is drawn: where the text is.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the text is drawn while editing: where it is otherwise.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the clear button goes: 19 points square at the trailing end.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side: CGFloat = 19
    let trailing =
      isShown(rightView, mode: rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
    return CGRect(x: trailing - side - 6, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// Where the left view goes: its own size, at the leading end, centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = overlaySize(leftView)
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where the right view goes: its own size, at the trailing end, centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = overlaySize(rightView)
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  private func overlaySize(_ view: UIView?) -> CGSize {
    guard let view else { return .zero }
    if view.bounds.size != .zero { return view.bounds.size }
    return view.systemLayoutSizeFitting(.zero)
  }

  private func isShown(_ view: UIView?, mode: ViewMode) -> Bool {
    guard view != nil else { return false }
    switch mode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }

  private var showsClearButton: Bool {
    !editor.characters.isEmpty && clearButtonMode != .never
      && isShown(clearButton, mode: clearButtonMode)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    content.frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    clearButton.isHidden = !showsClearButton
    clearButton.frame = clearButtonRect(forBounds: bounds)
    if let leftView {
      leftView.isHidden = !isShown(leftView, mode: leftViewMode)
      leftView.frame = leftViewRect(forBounds: bounds)
    }
    if let rightView {
      rightView.isHidden = !isShown(rightView, mode: rightViewMode)
      rightView.frame = rightViewRect(forBounds: bounds)
    }
  }

  // MARK: Drawing

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    let border = borderRect(forBounds: rect)
    switch borderStyle {
    case .none:
      break
    case .line:
      context.stroke(border, color: .label, width: 1)
    case .bezel:
      context.stroke(border, color: .systemGray, width: 1)
      context.fill(
        CGRect(x: border.minX + 1, y: border.minY + 1, width: border.width - 2, height: 1),
        color: .systemGray4)
    case .roundedRect:
      context.fill(border, color: backgroundColor ?? .systemBackground, cornerRadius: 5)
      context.stroke(border, color: .systemGray4, width: 0.5, cornerRadius: 5)
    }
    super.draw(rect, in: &context)
  }

  // MARK: First responder

  open override var canBecomeFirstResponder: Bool { isEnabled }
  open override var canBecomeFocused: Bool { isEnabled }

  /// Begins editing, if the delegate lets it.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard window != nil, canBecomeFirstResponder,
      delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder()
    else { return false }
    isEditing = true
    if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
      clearText()
    }
    caretBlink.restart()
    if UIApplication.shared.focusedView !== self { UIApplication.shared.setFocus(self) }
    setNeedsLayout()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing, if the delegate lets it.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else {
      return false
    }
    didLoseFirstResponder()
    return true
  }

  /// A field taken out of its window stops being edited, as UIKit's.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window == nil, isFirstResponder, !resignFirstResponder() else { return }
    stopEditing()
  }

  /// Editing ended (a resignation, or `endEditing(true)`).
  func didLoseFirstResponder() {
    isEditing = false
    caretBlink.stop()
    editor.moveCaret(to: editor.caret)
    setNeedsLayout()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  // MARK: Keys and mouse (UITextField+Editing.swift)

  /// Edits with the key while editing; other keys go up the chain.
  open override func keyPressed(_ key: UIKey) -> Bool {
    (isEditing && edit(with: key)) || super.keyPressed(key)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    pressBegan(touch, with: event)
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    pressMoved(touch)
  }

  // MARK: UIKeyInput

  /// Whether the field holds any text.
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

  open override var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? (isSecureTextEntry ? nil : editor.text) }
    set { super.accessibilityValue = newValue }
  }

  open override var accessibilityLabel: String? {
    get { accessibilityStorage?.label ?? placeholder }
    set { super.accessibilityLabel = newValue }
  }
}
