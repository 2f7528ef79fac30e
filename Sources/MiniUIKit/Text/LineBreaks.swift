import Foundation
import _FoundationICU

/// Where a paragraph's lines may break, by the Unicode Line Breaking Algorithm (UAX #14), as
/// the ICU that Foundation ships finds them: after spaces and hyphens, between ideographs,
/// between Thai words, never before closing punctuation.
@MainActor
enum LineBreaks {
  /// One iterator, set to each paragraph in turn: opening one loads ICU's rules.
  private static let iterator: OpaquePointer? = {
    var status = U_ZERO_ERROR
    let opened = swift_ubrk_open(UBRK_LINE, nil, nil, 0, &status)
    return status.rawValue > U_ZERO_ERROR.rawValue ? nil : opened
  }()

  /// `paragraph` cut at each place a line may break: each piece ends with the spaces that
  /// follow it. The paragraph whole when ICU cannot say.
  static func pieces(of paragraph: Substring) -> [Substring] {
    guard !paragraph.isEmpty, let iterator else { return paragraph.isEmpty ? [] : [paragraph] }
    let units = Array(paragraph.utf16)
    return units.withUnsafeBufferPointer { buffer -> [Substring] in
      // ICU reads the buffer while it iterates: all of it happens here.
      var status = U_ZERO_ERROR
      swift_ubrk_setText(iterator, buffer.baseAddress, Int32(buffer.count), &status)
      guard status.rawValue <= U_ZERO_ERROR.rawValue else { return [paragraph] }
      var pieces: [Substring] = []
      var start = paragraph.startIndex
      var startOffset: Int32 = 0
      var boundary = swift_ubrk_next(iterator)
      while boundary != UBRK_DONE {
        let end = paragraph.utf16.index(start, offsetBy: Int(boundary - startOffset))
        pieces.append(paragraph[start..<end])
        (start, startOffset) = (end, boundary)
        boundary = swift_ubrk_next(iterator)
      }
      return pieces
    }
  }
}
