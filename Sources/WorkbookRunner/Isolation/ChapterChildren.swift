import Dispatch
import Foundation
import Workbook

/// Chapters' matrices run by child processes (`workbook run <chapter> --json`), started together
/// on other threads, so that the book's matrix uses every core while this process runs a chapter
/// of its own. A child that reports nothing readable (it trapped outside any declared trap) leaves
/// its chapter to this process, which then runs it as it always did.
final class ChapterChildren: @unchecked Sendable {
  private let group = DispatchGroup()
  private let lock = NSLock()
  private var matrices: [String: ChapterMatrix] = [:]

  init(_ chapters: [Chapter], runner: IsolatedRunner) {
    for chapter in chapters {
      group.enter()
      DispatchQueue.global().async { [self] in
        let output = try? runner.runChild([RunCommand.signature.name, chapter.number, "--\(Flag.json.name)"])
          .output
        let report = output.flatMap { try? JSONDecoder().decode(MatrixReport.self, from: Data($0.utf8)) }
        if let matrix = report?.chapters.first { lock.withLock { matrices[chapter.number] = matrix } }
        group.leave()
      }
    }
  }

  /// A chapter's matrix as its child reported it, once every child has ended (nil: it reported
  /// none).
  func matrix(of chapter: Chapter) -> ChapterMatrix? {
    group.wait()
    return lock.withLock { matrices[chapter.number] }
  }
}
