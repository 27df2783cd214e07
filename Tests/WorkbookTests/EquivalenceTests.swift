import Foundation
import HeadlessUIKit
import Testing

@testable import Workbook
@testable import WorkbookFixtures

/// Approved transcripts, declared divergences and equivalence checks, on the Shelf chapter: the
/// suite can fail, and says why.
@MainActor
struct EquivalenceTests {
  @Test(arguments: [
    ("0-listed", "add-items", "add-items.txt"),
    ("1-tidied", "add-items", "add-items.txt"),
    ("2-numbered", "add-items", "add-items@2-numbered.txt"),
    ("3-kept", "add-items", "add-items@2-numbered.txt"),
    ("3-kept", "launch", "launch.txt"),
    ("4-reversed", "add-items", "add-items.txt"),
    ("exercise", "add-items", "add-items.txt"),
  ])
  func approvedTranscriptIsFoundThroughTheVariantTree(variant: String, scenario: String, file: String) throws
  {
    let book = try ShelfBook()
    defer { book.remove() }
    let url = book.catalog.approvedTranscriptURL(for: book.variant(variant), scenario: scenario)
    #expect(url.lastPathComponent == file)
    #expect(
      url.deletingLastPathComponent()
        == book.catalog.folder.appendingPathComponent("Transcripts", isDirectory: true))
    #expect(book.chapter.approvedTranscriptURL(variant: variant, scenario: scenario) == url)
  }

  @Test func theNearestDivergenceUpTheLineageGoverns() throws {
    let tidied = DeclaredDivergence(variant: "1-Tidied", scenarios: ["add-items"], reason: "tidied")
    let book = try ShelfBook(divergences: [tidied, ShelfBook.numberedItems])
    defer { book.remove() }
    func reason(_ variant: String) -> String? {
      book.catalog.divergence(for: book.variant(variant), scenario: "add-items")?.reason
    }
    #expect(reason("0-listed") == nil)
    #expect(reason("exercise") == nil, "the exercise inherits step 0's transcripts")
    #expect(reason("1-tidied") == "tidied")
    #expect(reason("4-reversed") == "tidied", "a branch off 1-tidied inherits its divergence")
    #expect(reason("2-numbered") == ShelfBook.numberedItems.reason)
    #expect(reason("3-kept") == ShelfBook.numberedItems.reason, "the nearest one wins")
    #expect(book.catalog.divergence(for: book.variant("3-kept"), scenario: "launch") == nil)
    #expect(book.catalog.problems.isEmpty)
  }

  @Test func approveRecordsFromTheRootAndFromTheDivergingVariantAtomically() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let written = try book.catalog.approve()
    #expect(
      written.map(\.lastPathComponent) == [
        "launch.txt", "add-items.txt", "sold-out.txt", "add-items@2-numbered.txt",
      ])
    let folder = book.catalog.folder.appendingPathComponent("Transcripts")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["add-items.txt", "add-items@2-numbered.txt", "launch.txt", "sold-out.txt"],
      "no temporary file is left behind")
    let root = book.catalog.transcript(of: book.scenario("add-items"), on: book.variant("0-listed"))
    #expect(try String(contentsOf: written[1], encoding: .utf8) == root.text)
    let numbered = try String(contentsOf: written[3], encoding: .utf8)
    #expect(numbered.contains("Item #4") && !numbered.contains("Item 4"))

    // An atomic write replaces the file (a new inode), it does not rewrite it in place: a reader
    // never sees half a transcript.
    let inode = { (url: URL) in
      try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    }
    let before = try inode(written[0])
    _ = try book.catalog.approve()
    #expect(try inode(written[0]) != before)
    #expect(try String(contentsOf: written[1], encoding: .utf8) == root.text, "re-approving changes nothing")
  }

  nonisolated static let expectedMatrix: [(variant: String, symbols: String)] = [
    ("0-listed", "✓✓✓"), ("1-tidied", "✓✓✓"), ("2-numbered", "✓≠✓"), ("3-kept", "✓≠✓"),
    ("4-reversed", "✓✗✓"), ("5-miscounted", "✓‼✓"), ("exercise", "✓✓✓"),
  ]

  @Test(arguments: expectedMatrix)
  func everyVariantAgainstEveryScenario(variant: String, symbols: String) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = try book.catalog.approve()
    let results = book.catalog.scenarios.map { book.catalog.check($0, on: book.variant(variant)) }
    #expect(results.map(\.verdict.symbol).joined() == symbols, "\(results.map(\.message))")
  }

  @Test func aRegressionDiffersAndSaysWhereAndHow() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = try book.catalog.approve()
    let result = book.catalog.check(book.scenario("add-items"), on: book.variant("4-reversed"))
    #expect(!result.holds)
    guard case .differs(let difference) = result.verdict else {
      Issue.record("expected a difference, got \(result.verdict)")
      return
    }
    let diff = difference.diff
    #expect(difference.firstDifferingAction == 2, "launch is the same; tapping + is where it goes wrong")
    #expect(
      result.message.hasPrefix(
        "Shelf · variant 4-reversed · scenario add-items: differs from the approved transcript at action 2\n")
    )
    let lines = diff.split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(3)) == ["--- approved", "+++ actual", "  ▶ 2. tap \"+\""])
    #expect(lines.contains("+       Item 4"))
    #expect(lines.contains("-       Item 4"))
    let inserted = try #require(lines.firstIndex(of: "+       Item 4"))
    let apples = try #require(lines.firstIndex(of: "        Apples"))
    #expect(inserted < apples, "the actual transcript lists the new item first")
  }

  @Test func aUIKitFaultIsACrashWithUIKitsWording() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = try book.catalog.approve()
    let result = book.catalog.check(book.scenario("add-items"), on: book.variant("5-miscounted"))
    guard case .crashed(let difference) = result.verdict else {
      Issue.record("expected a crash, got \(result.verdict)")
      return
    }
    let diff = difference.diff
    #expect(difference.firstDifferingAction == 2)
    #expect(result.verdict.symbol == "‼")
    #expect(
      result.message.hasPrefix("Shelf · variant 5-miscounted · scenario add-items: crashed at action 2\n"))
    #expect(
      diff.contains("+ ‼ *** Terminating app due to uncaught exception 'NSInternalInconsistencyException'"))
    #expect(diff.contains("Invalid update: invalid number of rows in section 0."))
    let transcript = book.catalog.transcript(of: book.scenario("add-items"), on: book.variant("5-miscounted"))
    #expect(
      transcript.entries[1].problems.count == 1,
      "the crash is reported once: \(transcript.entries[1].problems)")
    #expect(transcript.entries[1].problems.first?.hasPrefix(Transcript.crashMarker) == true)
    #expect(transcript.entries[1].screen.isEmpty, "a crashed app shows nothing")
    let later = try #require(transcript.entries[2].problems.first)
    #expect(transcript.entries[2].problems.count == 1)
    #expect(later.hasPrefix(Transcript.failureMarker), "after the crash, the app refuses taps: \(later)")
    #expect(later.contains("the app has crashed: *** Terminating app due to uncaught exception"))
  }

  @Test func aMissingOrTamperedApprovedTranscriptFails() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let missing = book.catalog.check(book.scenario("launch"), on: book.variant("0-listed"))
    #expect(missing.verdict == .missingApproved(path: "Chapters/99-Shelf/Transcripts/launch.txt"))
    #expect(missing.message.contains("record it with `swift run workbook approve shelf`"))

    let written = try book.catalog.approve()
    let launch = try #require(written.first { $0.lastPathComponent == "launch.txt" })
    let approved = try String(contentsOf: launch, encoding: .utf8)
    try approved.replacingOccurrences(of: "Bread", with: "Baguette").write(
      to: launch, atomically: true, encoding: .utf8)
    let tampered = book.catalog.check(book.scenario("launch"), on: book.variant("0-listed"))
    guard case .differs(let difference) = tampered.verdict, difference.firstDifferingAction == 1 else {
      Issue.record("expected a difference at action 1, got \(tampered.verdict)")
      return
    }
    #expect(difference.diff.contains("-       Baguette\n+       Bread"))
  }

  @Test func aDifferingRunIsWrittenBesideTheApprovedTranscriptUntilItHoldsAgain() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = try book.catalog.approve()
    let folder = book.catalog.transcriptsFolder
    let received = folder.appendingPathComponent("add-items.4-reversed.received.txt")
    let outcome = book.catalog.check(book.scenario("add-items"), on: book.variant("4-reversed"))
    guard case .differs(let difference) = outcome.verdict else {
      Issue.record("expected a difference, got \(outcome.verdict)")
      return
    }
    #expect(difference.approved == "Chapters/99-Shelf/Transcripts/add-items.txt")
    #expect(difference.received == "Chapters/99-Shelf/Transcripts/add-items.4-reversed.received.txt")
    #expect(
      outcome.message.hasSuffix("\napproved: \(difference.approved)\nreceived: \(difference.received ?? "")"))
    let actual = book.catalog.transcript(of: book.scenario("add-items"), on: book.variant("4-reversed"))
    #expect(
      try String(contentsOf: received, encoding: .utf8) == actual.text,
      "the whole run, to open in a diff tool")
    #expect(
      try book.catalog.transcriptFileNames(received: false).contains("add-items.4-reversed.received.txt")
        == false)

    // Another variant's pass leaves it alone; the same variant's pass removes it.
    #expect(book.catalog.check(book.scenario("add-items"), on: book.variant("1-tidied")).holds)
    #expect(FileManager.default.fileExists(atPath: received.path))
    let mended = Variant<ShelfWorld>.step("4-Reversed", title: "Mended", parent: "1-Tidied") {
      HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .correct))
    }
    #expect(book.catalog.check(book.scenario("add-items"), on: mended).holds)
    #expect(!FileManager.default.fileExists(atPath: received.path))
  }

  @Test func transcriptsAreTheSameOnEveryRun() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    for scenario in book.catalog.scenarios {
      let first = book.catalog.transcript(of: scenario, on: book.variant("0-listed"))
      #expect(book.catalog.transcript(of: scenario, on: book.variant("0-listed")) == first)
      #expect(first.text.hasSuffix("\n") && !first.text.hasSuffix("\n\n"))
      #expect(!first.text.contains("\n\n\n"), "entries are separated by one blank line")
    }
  }
}
