/// A place where a mutant can be planted, before it has an id: what it changes, where, and the
/// edits and declarations that plant it (`$MUTANT` standing for the id).
struct MutationSite: Sendable {
  let mutationOperator: MutationOperator
  /// Where it starts (character offset): sites are numbered in this order.
  let offset: Int
  /// 1-based lines of the original file the edits touch.
  let lines: ClosedRange<Int>
  let type: String?
  let original: String
  let replacement: String
  let edits: [SourceEdit]
  /// Declarations the file needs at its end (a comparison's operator and its functions).
  var declarations: [String] = []
}
