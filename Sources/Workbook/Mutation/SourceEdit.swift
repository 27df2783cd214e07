/// A change to a file's text that plants part of a mutant: text put in place of a range of
/// characters (an empty range for an insertion). `$MUTANT` in the text stands for the mutant's
/// id until it has one, `$OPERATOR` for its comparison's generated operator.
struct SourceEdit: Sendable {
  /// Character offsets in the original text.
  let range: Range<Int>
  let text: String
  /// For an insertion that opens or closes a wrap: how many characters the wrap encloses. Of two
  /// wraps starting at one place the wider opens first; of two ending there the narrower closes
  /// first, so wraps nest.
  let span: Int
  let isClosing: Bool

  static func insert(_ text: String, at offset: Int, opening span: Int) -> SourceEdit {
    SourceEdit(range: offset..<offset, text: text, span: span, isClosing: false)
  }

  static func insert(_ text: String, at offset: Int, closing span: Int) -> SourceEdit {
    SourceEdit(range: offset..<offset, text: text, span: span, isClosing: true)
  }

  static func replace(_ range: Range<Int>, with text: String) -> SourceEdit {
    SourceEdit(range: range, text: text, span: range.count, isClosing: false)
  }

  /// The same edit for the mutant with this id.
  func numbered(_ id: Int) -> SourceEdit {
    SourceEdit(
      range: range,
      text: text.replacingOccurrences(of: "$OPERATOR", with: ComparisonMutation.operatorName(for: id))
        .replacingOccurrences(of: "$MUTANT", with: String(id)),
      span: span, isClosing: isClosing)
  }

  /// Where it goes among edits at the same offset: closings (narrowest first), then openings
  /// (widest first), then a replacement.
  func precedes(_ other: SourceEdit) -> Bool {
    if range.lowerBound != other.range.lowerBound { return range.lowerBound < other.range.lowerBound }
    if rank != other.rank { return rank < other.rank }
    return isClosing ? span < other.span : span > other.span
  }

  private var rank: Int {
    !range.isEmpty ? 2 : isClosing ? 0 : 1
  }
}
