// INTERIM, not committed.
extension UIImage {
  @MainActor public convenience init?(named name: String) { return nil }
}
