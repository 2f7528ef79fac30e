import Foundation

/// The field a search bar types into, as UIKit's `UISearchTextField`: rounded, on a light fill,
/// with a magnifying glass before the text and a clear button while editing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 10
    clearButtonMode = .whileEditing
    returnKeyType = .search
    let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    glass.tintColor = .secondaryLabel
    glass.contentMode = .center
    glass.frame = CGRect(x: 0, y: 0, width: 30, height: 36)
    leftView = glass
    leftViewMode = .always
  }

  public required init?(coder: NSCoder) { nil }
}

/// What a search bar tells and asks its delegate, as UIKit's; every method has UIKit's default.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin (true).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The text changed as the user typed.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Return (the Search key) was pressed.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The Cancel button was tapped, or Esc pressed.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search field with an optional Cancel button, as UIKit's `UISearchBar`: 56 points high on its
/// own, its field inset 8 points. Esc while typing in it is Cancel.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The field typed into.
  public let searchTextField = UISearchTextField()
  /// Ends the search.
  private let cancelButton = UIButton(type: .system)
  private lazy var fieldDelegate = FieldDelegate(bar: self)

  /// Told of editing, typing, Search and Cancel.
  open weak var delegate: UISearchBarDelegate?
  /// Told of what the delegate is, for the search controller that owns the bar.
  weak var controller: UISearchController?

  /// The text typed (never nil when read).
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// What the empty field shows.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// Whether the Cancel button shows.
  open var showsCancelButton = false { didSet { setNeedsLayout() } }

  /// Shows or hides the Cancel button, sliding the field to make room when `animated`.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
    guard animated else { return }
    UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
  }

  /// The bar's own height, as iOS's.
  static let height: CGFloat = 56

  public override init(frame: CGRect) {
    super.init(frame: frame)
    searchTextField.delegate = fieldDelegate
    searchTextField.placeholder = "Search"
    searchTextField.addAction(
      UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addAction(
      UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
    addSubview(cancelButton)
  }

  public required init?(coder: NSCoder) { nil }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let cancelWidth = cancelButton.intrinsicContentSize.width + 16
    let shown = showsCancelButton ? cancelWidth : 0
    searchTextField.frame = CGRect(
      x: 8, y: ((bounds.height - 36) / 2).rounded(), width: max(0, bounds.width - 16 - shown),
      height: 36)
    cancelButton.frame = CGRect(
      x: bounds.width - shown, y: searchTextField.frame.minY, width: cancelWidth - 8, height: 36)
    cancelButton.alpha = showsCancelButton ? 1 : 0
  }

  private func textChanged() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    controller?.updateSearchResults()
  }

  func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    controller?.isActive = false
  }

  /// Esc is Cancel, while the field is edited; other keys go up the chain.
  open override func keyPressed(_ key: UIKey) -> Bool {
    guard key.input == .escape, searchTextField.isEditing || controller?.isActive == true else {
      return super.keyPressed(key)
    }
    cancelTapped()
    return true
  }

  /// The field's delegate: the bar's, in UITextField's terms.
  private final class FieldDelegate: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?
    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      guard let bar else { return true }
      return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      guard let bar else { return }
      bar.delegate?.searchBarTextDidBeginEditing(bar)
      if let controller = bar.controller, !controller.isActive { controller.isActive = true }
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
      guard let bar else { return }
      bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      guard let bar else { return true }
      bar.delegate?.searchBarSearchButtonClicked(bar)
      return true
    }
  }
}
