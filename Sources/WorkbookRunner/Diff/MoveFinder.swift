import Workbook

/// Finds the blocks of a source diff that moved: runs of removed lines that reappear among the
/// inserted lines, in the same file or another, with whitespace changed and a few lines renamed
/// or edited at most.
///
/// Seeds are removed lines equal (whitespace aside) to inserted lines; each seed is extended in
/// both directions over pairs of lines that are equal, alike (a rename: `WordDiff.similarity` at
/// least `nearness`) or both trivial, skipping at most one line at a time on one side when the
/// next pair is equal. A block starts and ends on equal lines (closing braces after its last one
/// included), holds at least `minimumLines` non-trivial lines, most of them equal. The largest
/// block is taken first, then the largest among the lines left, and so on.
struct MoveFinder {
  /// Fewer non-trivial lines than this are never a move: three lines of code say more than chance.
  static let minimumLines = 3
  /// How alike two lines must be to pass for one renamed, inside a block.
  static let nearness = 0.6
  /// How alike they must be at either end of a block (next to an equal line): a renamed
  /// signature, `private func loadMeals() -> [Meal]? {` → `func load() -> [Meal]? {`.
  static let closeness = 0.75

  /// The removed lines or the inserted lines of one change in one file.
  struct Run {
    let path: String
    /// Which change of the file (removals and insertions of one change are not a move: an edit).
    let change: Int
    /// The 0-based line number of its first line on its side.
    let start: Int
    /// Its lines with whitespace collapsed.
    let keys: [String]
  }

  /// A block found: offsets in a removed and an inserted run.
  struct Block {
    var removed: (run: Int, lines: Range<Int>)
    var inserted: (run: Int, lines: Range<Int>)
    var lines = 0
    var equalLines = 0
    var isExact = true
  }

  /// Each line's tokens, read when two lines are compared (most never are: they are equal, or
  /// nowhere near a seed).
  private final class Tokens {
    private var cache: [String: [String]] = [:]

    func of(_ key: String) -> [String] {
      if let tokens = cache[key] { return tokens }
      let tokens = WordDiff.tokens(of: key).map(\.text)
      cache[key] = tokens
      return tokens
    }
  }

  private let tokens = Tokens()
  private let removedRuns: [Run]
  private let insertedRuns: [Run]
  private var claimedRemoved: [Set<Int>]
  private var claimedInserted: [Set<Int>]
  /// Where each key is found among the inserted lines: (run, offset).
  private let insertedByKey: [String: [(run: Int, offset: Int)]]

  init(files: [SourceDiff.File]) {
    var removedRuns: [Run] = []
    var insertedRuns: [Run] = []
    for file in files {
      let (removed, inserted) = Self.runs(of: file)
      removedRuns += removed
      insertedRuns += inserted
    }
    self.removedRuns = removedRuns
    self.insertedRuns = insertedRuns
    claimedRemoved = removedRuns.map { _ in [] }
    claimedInserted = insertedRuns.map { _ in [] }
    var index: [String: [(run: Int, offset: Int)]] = [:]
    for (run, inserted) in insertedRuns.enumerated() {
      for (offset, key) in inserted.keys.enumerated() where !key.isTrivialCode {
        index[key, default: []].append((run, offset))
      }
    }
    insertedByKey = index
  }

  /// The moves, largest first (their ids are given later, in reading order).
  mutating func moves() -> [(
    from: String, fromLines: Range<Int>, to: String, toLines: Range<Int>, isExact: Bool
  )] {
    var found: [(String, Range<Int>, String, Range<Int>, Bool)] = []
    while let block = bestBlock() {
      claimedRemoved[block.removed.run].formUnion(block.removed.lines)
      claimedInserted[block.inserted.run].formUnion(block.inserted.lines)
      let removed = removedRuns[block.removed.run]
      let inserted = insertedRuns[block.inserted.run]
      found.append(
        (
          removed.path,
          (removed.start + block.removed.lines.lowerBound)..<(removed.start + block.removed.lines.upperBound),
          inserted.path,
          (inserted.start + block.inserted.lines.lowerBound)..<(inserted.start
            + block.inserted.lines.upperBound),
          block.isExact
        ))
    }
    return found
  }

  // MARK: - Runs

  private static func runs(of file: SourceDiff.File) -> (removed: [Run], inserted: [Run]) {
    var removed: [Run] = []
    var inserted: [Run] = []
    var change = 0
    var pending: (removed: [(Int, String)], inserted: [(Int, String)]) = ([], [])
    func flush() {
      if let first = pending.removed.first {
        removed.append(run(file.path, change, first.0, pending.removed.map(\.1)))
      }
      if let first = pending.inserted.first {
        inserted.append(run(file.path, change, first.0, pending.inserted.map(\.1)))
      }
      if !pending.removed.isEmpty || !pending.inserted.isEmpty { change += 1 }
      pending = ([], [])
    }
    for line in file.diff.lines {
      switch line {
      case .same: flush()
      case .removed(let text, let old): pending.removed.append((old, text))
      case .inserted(let text, let new): pending.inserted.append((new, text))
      }
    }
    flush()
    return (removed, inserted)
  }

  private static func run(_ path: String, _ change: Int, _ start: Int, _ texts: [String]) -> Run {
    let keys = texts.map(key)
    return Run(
      path: path, change: change, start: start, keys: keys)
  }

  /// The line with its indentation dropped and every run of whitespace made one space.
  static func key(_ line: String) -> String {
    line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  // MARK: - Blocks

  /// The largest block among the lines not yet claimed, if one is large enough.
  private func bestBlock() -> Block? {
    var best: Block?
    for (removedRun, removed) in removedRuns.enumerated() {
      for (offset, key) in removed.keys.enumerated()
      where !key.isTrivialCode && !claimedRemoved[removedRun].contains(offset) {
        for seed in insertedByKey[key] ?? [] where isCandidate(removedRun, seed.run, seed.offset) {
          // A seed inside an equal diagonal was already extended from the diagonal's start.
          if offset > 0, seed.offset > 0, isEqual(removedRun, offset - 1, seed.run, seed.offset - 1) {
            continue
          }
          guard let block = extended(from: (removedRun, offset), (seed.run, seed.offset)),
            isLargeEnough(block)
          else { continue }
          if best.map({ (block.lines, block.equalLines) > ($0.lines, $0.equalLines) }) ?? true {
            best = block
          }
        }
      }
    }
    return best
  }

  private func isCandidate(_ removedRun: Int, _ insertedRun: Int, _ offset: Int) -> Bool {
    let removed = removedRuns[removedRun]
    let inserted = insertedRuns[insertedRun]
    let isEdit = removed.path == inserted.path && removed.change == inserted.change
    return !isEdit && !claimedInserted[insertedRun].contains(offset)
  }

  private func isLargeEnough(_ block: Block) -> Bool {
    block.lines >= Self.minimumLines && 2 * block.equalLines > block.lines
  }

  // MARK: Extending a seed

  /// How a pair of lines matches.
  private enum Match {
    case equal, close, alike, trivial
  }

  private func match(_ removedRun: Int, _ removedOffset: Int, _ insertedRun: Int, _ insertedOffset: Int)
    -> Match?
  {
    let removed = removedRuns[removedRun]
    let inserted = insertedRuns[insertedRun]
    guard removed.keys.indices.contains(removedOffset), inserted.keys.indices.contains(insertedOffset),
      !claimedRemoved[removedRun].contains(removedOffset),
      !claimedInserted[insertedRun].contains(insertedOffset)
    else { return nil }
    let old = removed.keys[removedOffset]
    let new = inserted.keys[insertedOffset]
    switch (old.isTrivialCode, new.isTrivialCode) {
    case (true, true): return old == new ? .trivial : nil
    case (false, false):
      if old == new { return .equal }
      let similarity = WordDiff.similarity(tokens.of(old), tokens.of(new))
      return similarity >= Self.closeness ? .close : similarity >= Self.nearness ? .alike : nil
    default: return nil
    }
  }

  private func isEqual(_ removedRun: Int, _ removedOffset: Int, _ insertedRun: Int, _ insertedOffset: Int)
    -> Bool
  {
    match(removedRun, removedOffset, insertedRun, insertedOffset) == .equal
  }

  /// The block around a seed: pairs walked in both directions, then trimmed to equal ends.
  private func extended(from removed: (run: Int, offset: Int), _ inserted: (run: Int, offset: Int)) -> Block?
  {
    var pairs = [(removed.offset, inserted.offset, Match.equal)]
    for step in [1, -1] {
      var (old, new) = (removed.offset, inserted.offset)
      while let next = nextPair(removed.run, old, inserted.run, new, step: step) {
        (old, new) = (next.0, next.1)
        if step == 1 { pairs.append(next) } else { pairs.insert(next, at: 0) }
      }
    }
    // Ends on equal lines, or close ones right next to them, then the closing braces that
    // follow the last one.
    guard var first = pairs.firstIndex(where: { $0.2 == .equal }),
      var last = pairs.lastIndex(where: { $0.2 == .equal })
    else { return nil }
    while first > 0, pairs[first - 1].2 == .close { first -= 1 }
    while last + 1 < pairs.count, pairs[last + 1].2 == .close { last += 1 }
    while last + 1 < pairs.count, pairs[last + 1].2 == .trivial,
      !removedRuns[removed.run].keys[pairs[last + 1].0].isEmpty
    {
      last += 1
    }
    let kept = pairs[first...last]
    var block = Block(
      removed: (removed.run, kept.first!.0..<(kept.last!.0 + 1)),
      inserted: (inserted.run, kept.first!.1..<(kept.last!.1 + 1)))
    block.lines = kept.count { $0.2 != .trivial }
    block.equalLines = kept.count { $0.2 == .equal }
    block.isExact =
      kept.allSatisfy { $0.2 == .equal || $0.2 == .trivial } && block.removed.lines.count == kept.count
      && block.inserted.lines.count == kept.count
    return block
  }

  /// The next pair in a direction: the neighbours if they match, else one line skipped on one
  /// side when the pair after that is equal.
  private func nextPair(_ removedRun: Int, _ old: Int, _ insertedRun: Int, _ new: Int, step: Int) -> (
    Int, Int, Match
  )? {
    if let match = match(removedRun, old + step, insertedRun, new + step) {
      return (old + step, new + step, match)
    }
    if !claimedRemoved[removedRun].contains(old + step),
      isEqual(removedRun, old + 2 * step, insertedRun, new + step)
    {
      return (old + 2 * step, new + step, .equal)
    }
    if !claimedInserted[insertedRun].contains(new + step),
      isEqual(removedRun, old + step, insertedRun, new + 2 * step)
    {
      return (old + step, new + 2 * step, .equal)
    }
    return nil
  }
}
