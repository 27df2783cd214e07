import Foundation
import Testing

/// The UIKit surface (docs/UIKitSurface.tsv) against the lessons and HeadlessUIKit; see
/// docs/HeadlessUIKit.md, "The surface".
@Suite struct SurfaceTests {
  /// Every finding of the repository, read once.
  static let findings: Result<[SurfaceFinding], SurfaceReadError> = {
    do {
      let check = try SurfaceCheck.fromRepository()
      let chapters = try LessonChapter.all()
      let listProblems = check.list.problems.map {
        SurfaceFinding(
          rule: .sameAsUIKit, file: "docs/UIKitSurface.tsv", line: 0, declaration: "", message: $0)
      }
      return .success(
        listProblems + check.declarationFindings() + check.unusedEntries(chapters.flatMap(\.possibleUses))
          + chapters.flatMap { $0.surfaceFindings(check) + $0.translationFindings() })
    } catch {
      return .failure(SurfaceReadError(message: "\(error)"))
    }
  }()

  @Test(arguments: SurfaceFinding.Rule.allCases)
  func rule(_ rule: SurfaceFinding.Rule) throws {
    let findings = try Self.findings.get().filter { $0.rule == rule }
    let unexpected = findings.filter { finding in !KnownDeviation.all.contains { $0.covers(finding) } }
    let stale = KnownDeviation.all.filter { deviation in
      deviation.rule == rule && !findings.contains(where: deviation.covers)
    }
    #expect(
      unexpected.isEmpty,
      "\(unexpected.count) finding(s) of \(rule):\n\(unexpected.map(\.description).joined(separator: "\n"))")
    #expect(stale.isEmpty, "known deviations no longer found (remove them): \(stale.map(\.matching))")
  }
}

struct SurfaceReadError: Error, Sendable {
  let message: String
}
