import Workbook

extension SourceDiff {
  /// A changed file's side-by-side rows (see `LineDiff.sideBySideRows`): moved lines never face
  /// a line of the other side.
  public func sideBySideRows(of file: File, context: Int? = nil) -> [SideBySideRow] {
    file.diff.sideBySideRows(context: context) { line in
      switch line {
      case .same: false
      case .removed(_, let old): move(removedLine: old, in: file.path) != nil
      case .inserted(_, let new): move(insertedLine: new, in: file.path) != nil
      }
    }
  }
}
