import Workbook

extension LineDiff.Line {
  /// The line's text, whichever side it is on.
  public var text: String {
    switch self {
    case .same(let text, _, _), .removed(let text, _), .inserted(let text, _): text
    }
  }

  /// Whether the line is in both texts.
  public var isUnchanged: Bool {
    if case .same = self { true } else { false }
  }

  var isRemoved: Bool {
    if case .removed = self { true } else { false }
  }

  var isInserted: Bool {
    if case .inserted = self { true } else { false }
  }
}
