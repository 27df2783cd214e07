import Foundation
import Workbook

/// `workbook approve <chapter>`: re-record the approved transcripts, on purpose.
struct ApproveCommand: WorkbookCommand, Equatable {
  static let signature = CommandSignature(
    name: "approve",
    summary: "re-record the chapter's approved transcripts, on purpose",
    details: """
      Records every scenario from the chapter's root step, and each declared divergence's \
      scenarios from the variant that declares it, into the chapter's Transcripts folder \
      (atomically). Lists the files written and which ones changed. A changed approved transcript \
      is a behaviour change: it must be a declared divergence or the fix of a wrong recording. \
      Review the changes before committing them.
      """,
    arguments: [.chapter])

  var chapter: String

  init(chapter: String) {
    self.chapter = chapter
  }

  init(_ arguments: ParsedArguments) {
    self.init(chapter: arguments.positionals[0])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    guard chapter.problems.isEmpty else {
      runner.console.writeError(
        "workbook: \(chapter.name)'s catalog has problems; fix them before approving:\n"
          + chapter.problems.map { "  - \($0)\n" }.joined())
      return .checksFailed
    }
    let before = Self.transcripts(in: chapter.transcriptsFolder)
    let written = try chapter.approve()
    let after = Self.transcripts(in: chapter.transcriptsFolder)
    let report = ApprovalReport(before: before, after: after, written: written.map(\.lastPathComponent))
    runner.console.write(
      report.rendered(
        chapter: chapter, folder: runner.relativePath(chapter.transcriptsFolder), style: runner.style))
    return .success
  }

  /// Every approved transcript in a folder, by file name (received transcripts left out).
  static func transcripts(in folder: URL) -> [String: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var transcripts: [String: String] = [:]
    for name in names where name.hasSuffix(".txt") && !name.hasSuffix(Transcript.receivedSuffix) {
      transcripts[name] = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return transcripts
  }
}
