import Foundation
@_spi(Host) import MiniUIKit

extension UIUserInterfaceLayoutDirection {
  /// The direction of the language the user reads messages in, as POSIX names it: the
  /// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set (`ar_EG.UTF-8` and `he_IL` read
  /// right to left; `C`, or none set, left to right).
  static func ofLocale(in environment: [String: String]) -> Self {
    let names = ["LC_ALL", "LC_MESSAGES", "LANG"]
    guard let locale = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
    else { return .leftToRight }
    // `language_TERRITORY.codeset@modifier`: the language and territory are what count.
    let identifier = locale.prefix { $0 != "." && $0 != "@" }
    let reading = Locale.Language(identifier: String(identifier)).characterDirection
    return reading == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
