import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// Generated scenarios (`workbook fuzz`) on the Shelf chapter: the reference rule, a regression
/// that no written scenario reaches caught and shrunk, and the command's exit codes.
@MainActor
struct FuzzTests {
  /// The Shelf book with one more step off 1-Tidied that miscounts long shelves.
  static func book() throws -> ShelfBook {
    try ShelfBook(extraVariants: [
      .step("6-LongShelf", title: "Long shelf", parent: "1-Tidied") {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .miscountsLongShelves))
      }
    ])
  }

  @Test func splitMix64GivesTheReferenceSequence() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func variantsAreComparedWithTheRootOrTheDivergenceAboveThem() throws {
    let book = try Self.book()
    defer { book.remove() }
    let references = book.catalog.variants.map {
      book.catalog.chapter.fuzzReference(for: $0.id).reference ?? "-"
    }
    #expect(
      references == ["-", "0-listed", "-", "2-numbered", "0-listed", "0-listed", "0-listed", "0-listed"])
  }

  @Test func aVariantDeclaredToFailIsSkippedAndSaidSo() throws {
    let failure = ExpectedFailure(
      variant: "5-Miscounted", scenarios: ["add-items"], crash: .fault("Invalid update"), reason: "kept")
    let book = try ShelfBook(expectedFailures: [failure])
    defer { book.remove() }
    let report = book.catalog.fuzz(FuzzOptions(count: 1))
    #expect(report.skipped.map(\.variant) == ["0-listed", "2-numbered", "5-miscounted"])
    #expect(report.skipped.last?.reason.contains("declared to fail") == true)
  }

  @Test func aRegressionNoWrittenScenarioReachesIsCaughtAndShrunk() throws {
    let book = try Self.book()
    defer { book.remove() }
    _ = try book.catalog.approve()
    let longShelf = book.variant("6-longshelf")
    for scenario in book.catalog.scenarios {
      #expect(book.catalog.check(scenario, on: longShelf).verdict == .same)
    }
    let report = book.catalog.fuzz(FuzzOptions(count: 100, variants: ["6-longshelf"]))
    let finding = try #require(report.findings.first)
    #expect(finding.reference == "0-listed")
    #expect(finding.actions == ["launch", "tap \"+\"", "tap \"+\"", "tap \"+\""])
    #expect(finding.firstDifferingAction == 4)
    #expect(finding.swiftCode.contains(".tap(\"+\"),"))
    #expect(finding.shrinkSeconds < 2)
  }

  @Test func aVariantThatBehavesLikeItsReferencePasses() throws {
    let book = try Self.book()
    defer { book.remove() }
    let report = book.catalog.fuzz(FuzzOptions(count: 100, variants: ["1-tidied", "3-kept", "exercise"]))
    #expect(report.findings.isEmpty)
    #expect(report.comparisons == 300)
  }

  /// The self-check: the fingerprints' verdicts are the full transcripts', scenario by scenario,
  /// on variants that behave alike and on one that differs (and the kept screen is the screen
  /// drawn from scratch after every action); and a fingerprint blind to what came of each action
  /// (the test-only switch) is caught by it. ConformanceTests breaks the kept screen's marks.
  @Test(arguments: [false, true])
  func theFastVerdictsAreTheSlowOnes(fingerprintSeesOnlyTheAction: Bool) throws {
    let book = try Self.book()
    defer { book.remove() }
    EntryFingerprint.seesOnlyTheActionForTesting = fingerprintSeesOnlyTheAction
    defer { EntryFingerprint.seesOnlyTheActionForTesting = false }
    let report = book.catalog.fuzz(
      FuzzOptions(count: 40, variants: ["1-tidied", "6-longshelf", "exercise"], checksFastPath: true))
    #expect(report.comparisons > 40)
    let disagreements = report.disagreements ?? []
    if fingerprintSeesOnlyTheAction {
      #expect(disagreements.contains { $0.contains("6-longshelf: the fingerprints said the same") })
    } else {
      #expect(disagreements.isEmpty, "\(disagreements)")
      #expect(report.findings.map(\.variant) == ["6-longshelf"])
    }
  }

  @Test(arguments: [
    (["fuzz", "99", "--variant", "6-longshelf", "--count", "100"], ExitCode.checksFailed),
    (["fuzz", "99", "--variant", "1-tidied", "--count", "20"], .success),
    (["fuzz", "99", "--variant", "5-miscounted", "--count", "20"], .crashed),
    (["fuzz", "99", "--count", "0"], .usage),
    (["fuzz", "99", "--seed", "minus one"], .usage),
    (["fuzz", "--variant", "1-tidied"], .success),
  ])
  func fuzzExitsAsTheRunnerDoes(arguments: [String], code: ExitCode) throws {
    let book = try Self.book()
    defer { book.remove() }
    let runner = book.runner()
    #expect(runner.run(arguments) == code, "\(runner.console.output)\(runner.console.errors)")
  }

  @Test func onATerminalAProgressLineIsRewrittenOnStandardError() throws {
    let book = try Self.book()
    defer { book.remove() }
    var environment = RunnerEnvironment(style: .plain, columns: 100, packageRoot: book.root)
    environment.showsProgress = true
    let runner = Runner(library: [book.chapter], environment: environment, console: .capturing())
    _ = runner.run(["fuzz", "99", "--variant", "1-tidied", "--count", "60"])
    #expect(runner.console.errors.contains("\r\u{1B}[Kfuzz 99: 50/60 scenarios · "))
    #expect(runner.console.errors.contains("\r\u{1B}[Kfuzz 99: 60/60 scenarios · "))
    #expect(runner.console.errors.hasSuffix("/s · 0 failures\n"))
  }

  @Test func aFindingIsPrintedThreeWays() throws {
    let book = try Self.book()
    defer { book.remove() }
    let runner = book.runner()
    _ = runner.run(["fuzz", "99", "--variant", "6-longshelf", "--count", "100"])
    let output = runner.console.output
    #expect(output.contains("replay: workbook fuzz shelf --variant 6-longshelf --seed "))
    #expect(output.contains("first differing action: 4"))
    #expect(output.contains("≠ ▶ 4. tap \"+\"") || output.contains("│ ▶ 4. tap \"+\""))
    #expect(output.contains("Scenario(\n    \"fuzz-6-longshelf-"))
  }
}

/// `workbook fuzz --isolate`: each chapter's batch in a child process, whose trap is reported.
@MainActor
struct IsolatedFuzzTests {
  /// A stand-in for the runner's executable: prints `output` and, with a signal, dies by it.
  static func fakeRunner(output: String, signal: String?) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fake-fuzz-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("fake-workbook")
    let death = signal.map {
      "echo 'Shelf/ItemsViewController.swift:1: Fatal error: the shelf fell' >&2\nkill -\($0) $$"
    }
    try "#!/bin/sh\ncat <<'JSON'\n\(output)\nJSON\n\(death ?? "")\n"
      .write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  static let cleanReport = """
    [{"chapter": "Shelf", "comparisons": 7, "findings": [], "options": {"count": 1, "maxActions": 12, \
    "seed": 1, "variants": []}, "pairs": [], "scenarios": 1, "seconds": 0.1, "skipped": []}]
    """

  func run(_ fake: URL, _ arguments: [String] = ["fuzz", "99", "--count", "1", "--isolate"]) throws -> (
    ExitCode, String
  ) {
    let book = try FuzzTests.book()
    defer {
      book.remove()
      try? FileManager.default.removeItem(at: fake.deletingLastPathComponent())
    }
    let runner = Runner(
      library: [book.chapter],
      environment: .init(style: .plain, columns: 100, executable: fake, packageRoot: book.root),
      console: .capturing())
    let code = runner.run(arguments)
    return (code, runner.console.output + runner.console.errors)
  }

  /// `--jobs 2`: two children, each on its share of the seeds, their reports added up.
  @Test func twoJobsAreTwoChildrenWhoseReportsAddUp() throws {
    let (code, output) = try run(
      Self.fakeRunner(output: Self.cleanReport, signal: nil), ["fuzz", "99", "--count", "2", "--jobs", "2"])
    #expect(code == .success)
    #expect(output.contains("Shelf: 2 scenarios (seeds 1…2"), "\(output)")
    #expect(output.contains("14 comparisons"))
  }

  /// The seeds are shared in runs that follow one another; no job is given none.
  @Test(arguments: [
    (5, 10 as UInt64, 2, [10, 13] as [UInt64], [3, 2]), (1, 1, 2, [1], [1]),
    (6, 1, 3, [1, 3, 5], [2, 2, 2]),
  ])
  func theSeedsAreShared(count: Int, seed: UInt64, jobs: Int, seeds: [UInt64], counts: [Int]) {
    let shares = FuzzChildren.shares(of: FuzzOptions(count: count, seed: seed), jobs: jobs)
    #expect(shares.map(\.seed) == seeds)
    #expect(shares.map(\.count) == counts)
  }

  /// Merged, the shares say what one process would: a variant's finding is its lowest seed's.
  @Test func theSharesMergeAsOneProcessReports() {
    let children = FuzzChildren(jobs: 2, options: FuzzOptions(count: 4)) { share in
      var report = FuzzReport(chapter: "Shelf", options: share)
      report.scenarios = share.count
      report.findings = [
        FuzzFinding(
          variant: share.seed == 1 ? "1-tidied" : "3-kept", reference: "0-listed", seed: share.seed,
          generatedLength: 1, actions: [], firstDifferingAction: 1, referenceEntry: "", variantEntry: "",
          crashed: false, swiftCode: "", shrinkSeconds: 0),
        FuzzFinding(
          variant: "1-tidied", reference: "0-listed", seed: share.seed + 1, generatedLength: 1, actions: [],
          firstDifferingAction: 1, referenceEntry: "", variantEntry: "", crashed: false, swiftCode: "",
          shrinkSeconds: 0),
      ]
      return report
    }
    let report = children.merged(chapter: "Shelf", options: FuzzOptions(count: 4), started: Date())
    #expect(report.scenarios == 4)
    #expect(report.findings.map { "\($0.variant)@\($0.seed)" } == ["1-tidied@1", "3-kept@3"])
  }

  @Test func aChildThatReportsIsTheChaptersReport() throws {
    let (code, output) = try run(Self.fakeRunner(output: Self.cleanReport, signal: nil))
    #expect(code == .success)
    #expect(output.contains("Shelf: 1 scenario (seeds 1…1"))
  }

  @Test func aChildThatTrapsIsACrash() throws {
    let (code, output) = try run(Self.fakeRunner(output: "", signal: "ILL"))
    #expect(code == .crashed)
    #expect(output.contains("‼ a variant trapped: Fatal error: the shelf fell"))
  }
}
