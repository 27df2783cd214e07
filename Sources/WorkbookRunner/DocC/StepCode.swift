import Foundation
import Workbook

/// The code files of a chapter's tutorial, each version of each file stored once.
///
/// DocC looks a `@Code` file up by its name across the whole catalog, and computes the lines it
/// highlights from the `previousFile` it is given, so every stored file has a name of its own
/// (chapter, step, path) and a step's file is compared with the version its parent has: the one
/// stored by the nearest step up the tree that changed it (or by the root, which stores all).
struct StepCode {
  /// A step's change to one file, as a `@Code` shows it.
  struct Change {
    let path: String
    /// Modified or added; unchanged for the files of the root, where the chapter starts.
    let status: SourceDiff.File.Status
    /// The stored file with the step's version.
    let file: String
    /// The stored file with the parent's version (nil for an added file).
    let previousFile: String?
    let lineCount: Int
  }

  /// A step: its diff against its parent (nil for the root) and its changes in the order a
  /// lesson reads them (the diff's: the file that loses most first, then the files its code
  /// moves to; the root's files largest first).
  struct Step {
    let variant: Chapter.VariantInfo
    let diff: SourceDiff?
    let changes: [Change]
    /// Files the step removed.
    var removed: [String] { diff?.changedFiles.filter { $0.status == .removed }.map(\.path) ?? [] }
  }

  /// The chapter's steps (the exercise left out), in the catalog's order.
  let steps: [Step]
  /// Stored file name → its text.
  let stored: [String: String]

  /// `cache`: the steps' files, read once for every report that reads them; `diffs`: the steps'
  /// diffs, by step folder, made here when not made before (`diff(of:parent:sources:)`).
  init(
    _ chapter: Chapter, sources cache: SourceCache = SourceCache(), diffs: Memo<SourceDiff> = Memo()
  ) throws {
    let variants = chapter.variants.filter { if case .step = $0.kind { true } else { false } }
    var sources: [String: [String: String]] = [:]
    for variant in variants { sources[variant.id] = try cache.textFiles(in: variant.sourceFolder) }
    var storedBy: [String: Set<String>] = [:]  // variant id → paths it stores
    var stored: [String: String] = [:]
    var steps: [Step] = []
    for variant in variants {
      let files = sources[variant.id] ?? [:]
      let parent = variant.parent.flatMap { id in variants.first { $0.id == id } }
      let diff = try parent.map { parent in
        try diffs.value(for: variant.sourcePath) {
          try Self.diff(of: variant, parent: parent, sources: cache)
        }
      }
      let lineCount = { (path: String) in LineDiff.splitLines(files[path] ?? "").count }
      let changed =
        diff?.changedFiles.filter { $0.status != .removed }.map(\.path)
        ?? files.keys.sorted { (lineCount($1), $0) < (lineCount($0), $1) }
      storedBy[variant.id] = Set(changed)
      for path in changed { stored[Self.name(chapter, variant.id, path)] = files[path] }
      let changes = changed.map { path in
        let file = diff?.files.first { $0.path == path }
        let previous = file?.old == nil ? nil : Self.storingAncestor(of: parent, path, variants, storedBy)
        return Change(
          path: path, status: file?.status ?? .unchanged, file: Self.name(chapter, variant.id, path),
          previousFile: previous.map { Self.name(chapter, $0, path) }, lineCount: lineCount(path))
      }
      steps.append(Step(variant: variant, diff: diff, changes: changes))
    }
    self.steps = steps
    self.stored = stored
  }

  /// A step's diff against its parent: a job of its own, so that the steps' diffs can be made on
  /// every core before each chapter's code is put together.
  static func diff(
    of variant: Chapter.VariantInfo, parent: Chapter.VariantInfo, sources cache: SourceCache
  ) throws -> SourceDiff {
    SourceDiff(
      oldLabel: parent.sourcePath, newLabel: variant.sourcePath,
      oldFiles: try cache.textFiles(in: parent.sourceFolder),
      newFiles: try cache.textFiles(in: variant.sourceFolder))
  }

  /// The nearest variant from `start` up the tree that stores `path`.
  private static func storingAncestor(
    of start: Chapter.VariantInfo?, _ path: String, _ variants: [Chapter.VariantInfo],
    _ storedBy: [String: Set<String>]
  ) -> String? {
    var current = start
    while let variant = current {
      if storedBy[variant.id]?.contains(path) == true { return variant.id }
      current = variant.parent.flatMap { id in variants.first { $0.id == id } }
    }
    return nil
  }

  /// A stored file's name, unique in the catalog: "01-2-presenter-MealsPresenter.swift".
  static func name(_ chapter: Chapter, _ variant: String, _ path: String) -> String {
    "\(chapter.number)-\(variant)-" + path.replacingOccurrences(of: "/", with: "-")
  }
}
