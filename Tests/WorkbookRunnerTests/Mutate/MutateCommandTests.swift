import Foundation
import HeadlessAutomation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook mutate`: its command line, the mutant variant it adds to a chapter, how a child is
/// told its mutant, how a failed build names the mutants to drop, and the report.
@MainActor
struct MutateCommandTests {
  static func command(_ arguments: [String]) throws(UsageError) -> MutateCommand? {
    guard case .command(let command) = try CommandTable.parse(arguments) else { return nil }
    return command as? MutateCommand
  }

  @Test(
    arguments: [
      (["mutate", "01"], MutateCommand(chapter: "01")),
      (
        ["mutate", "01", "--variant", "7-fixes", "--type", "MealsPresenter", "--jobs", "3", "--json"],
        MutateCommand(chapter: "01", variant: "7-fixes", type: "MealsPresenter", jobs: 3, json: true)
      ),
      (["mutate", "--bar"], MutateCommand(chapter: nil, bar: true)),
      (
        ["mutate", "02", "--bar", "--record", "--jobs", "1"],
        MutateCommand(chapter: "02", jobs: 1, bar: true, record: true)
      ),
    ])
  func parses(arguments: [String], expected: MutateCommand) throws {
    #expect(try Self.command(arguments) == expected)
  }

  @Test(
    arguments: [
      (["mutate"], "`workbook mutate` takes <chapter> (or --bar, for every chapter); got none"),
      (
        ["mutate", "01", "--bar", "--variant", "2"],
        "--bar mutates step 0 and every architecture's last step, whole: it takes no --variant"
      ),
      (["mutate", "--bar", "--type", "A"], "it takes no --type"),
      (["mutate", "01", "--record"], "--record writes what --bar found: use them together"),
      (["mutate", "01", "--variant", "1", "--variant", "2"], "takes one --variant; got 1 and 2"),
      (["mutate", "01", "--type", "A", "--type", "B"], "takes one --type; got A and B"),
      (["mutate", "01", "--jobs", "0"], "--jobs takes a number of child processes (1 or more), not \"0\""),
    ])
  func refuses(arguments: [String], message: String) {
    #expect {
      try Self.command(arguments)
    } throws: { error in
      (error as? UsageError)?.message.contains(message) == true
    }
  }

  /// The mutant variant descends from the variant mutated: it must reproduce that variant's
  /// transcripts, its declared divergences included, and no other's.
  @Test(arguments: [("2-numbered", true), ("1-tidied", false)])
  func theMutantVariantReproducesTheTranscriptsOfTheVariantMutated(variant: String, holds: Bool) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = try book.catalog.approve()
    let catalog = try #require(
      book.catalog.addingMutant(of: variant) {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .numbersItems))
      })
    let mutant = try #require(catalog.chapter.variant(Chapter.mutantVariant))
    #expect(mutant.parent == variant)
    let outcome = try #require(catalog.chapter.check(variant: Chapter.mutantVariant, scenario: "add-items"))
    #expect(outcome.verdict.holds == holds)
  }

  @Test(
    arguments: [
      (["_mutant", "7", "_cells", "01"], 7, ["_cells", "01"]),
      (["_cells", "01"], 0, ["_cells", "01"]),
      (["_mutant", "x", "_cells"], 0, ["_mutant", "x", "_cells"]),
    ])
  func aChildReadsItsMutantBeforeItsCommand(arguments: [String], mutant: Int, rest: [String]) {
    let split = MutantChildren.split(arguments)
    #expect(split.mutant == mutant)
    #expect(split.rest == rest)
  }

  static func mutant(_ id: Int, line: Int, file: String = "Sorter.swift", type: String? = "Sorter") -> Mutant
  {
    Mutant(
      id: id, file: "Chapters/99-Shelf/Steps/1-Tidied/\(file)", line: line, type: type,
      mutationOperator: MutationOperator.allCases[0], original: "<", replacement: "<=")
  }

  /// A planted line that does not compile drops the mutants on it; an error on a line with none
  /// drops its file's; warnings, and errors in other files, drop nothing.
  @Test(
    arguments: [
      ("/m/ShelfMutant/Sorter.swift:3:10: error: cannot convert", 3 as Int?),
      ("/m/ShelfMutant/Sorter.swift:1:1: error: expected '}'", nil),
      ("/m/ShelfMutant/Sorter.swift:3:10: warning: unused", 0),
      ("/elsewhere/Sorter.swift:3:10: error: cannot convert", 0),
    ])
  func aBuildErrorDropsTheMutantsOnItsLine(log: String, line: Int?) throws {
    let path = "Chapters/99-Shelf/Steps/1-Tidied"
    let schemata = MutantSchemata(files: [
      "\(path)/Sorter.swift": """
      struct Sorter {
        func inOrder(_ a: Int, _ b: Int) -> Bool {
          if a < b { return true }
          return false
        }
      }
      """
    ])
    try #require(schemata.mutants.contains { $0.line == 3 })
    let failing = MutantBuild.failingMutants(
      in: "Compiling…\n\(log)\n", moduleFolder: URL(fileURLWithPath: "/m/ShelfMutant"), variantPath: path,
      schemata: schemata)
    #expect(failing == schemata.mutants.filter { line == nil || $0.line == line })
  }

  @Test func aMutantDeclaredEquivalentIsSetApartByItsPlaceAndChange() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let variant = try #require(book.chapter.variant("1-tidied"))
    let declared = [
      EquivalentMutant(
        variant: "1-Tidied", file: "Sorter.swift", line: 20, original: "<", replacement: "<=",
        reason: "no tie"),
      EquivalentMutant(
        variant: "2-Numbered", file: "Sorter.swift", line: 12, original: "<", replacement: "<=",
        reason: "other"),
    ]
    let (equivalent, judged) = MutationSession.split(
      [Self.mutant(1, line: 12), Self.mutant(2, line: 20)], declared: declared, variant: variant)
    #expect(equivalent == [.init(mutant: Self.mutant(2, line: 20), reason: "no tie")])
    #expect(judged == [Self.mutant(1, line: 12)])
  }

  @Test func theReportListsSurvivorsByTypeWithTheirPlacesAndTheScore() throws {
    let killed = MutantFate(mutant: Self.mutant(1, line: 12), killedBy: "add-items", kill: .trap)
    let survivors = [Self.mutant(2, line: 20, type: "Row"), Self.mutant(3, line: 30, type: nil)].map {
      MutantFate(mutant: $0, killedBy: nil, kill: nil)
    }
    let report = MutationReport(
      number: "99", chapter: "Shelf", variant: "1-tidied", type: nil, fates: [killed] + survivors,
      equivalent: [.init(mutant: Self.mutant(4, line: 40), reason: "no tie")], dropped: [],
      unitTests: "SorterTests.swift, against the 2 mutants the scenarios left alive", buildSeconds: 1,
      runSeconds: 2)
    #expect(report.exitCode == .checksFailed)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(Runner.json(report).utf8)) as? [String: Any])
    #expect(
      json.keys.sorted() == [
        "buildSeconds", "chapter", "dropped", "equivalent", "exitCode", "killed", "mutantsPerSecond",
        "number", "runSeconds", "score", "survived", "unitTests", "variant",
      ])
    let killedJSON = try #require((json["killed"] as? [[String: Any]])?.first)
    #expect(killedJSON["killedBy"] as? String == "add-items")
    #expect(killedJSON["kill"] as? String == "trap")
    #expect(
      report.rendered(style: .plain) == """
        Mutants of 99 Shelf, 1-tidied
          4 planted: 3 run, 1 declared equivalent, 0 dropped (did not compile)
          unit tests: SorterTests.swift, against the 2 mutants the scenarios left alive
          built in 1.0 s, run in 2.0 s (1.5 mutants a second)
          score 33 %: 1 of 3 killed

        Survived (2): what no scenario or unit test noticed
          (outside any type)
            Sorter.swift:30: < → <=
          Row
            Sorter.swift:20: < → <=

        Equivalent (1): declared by the catalog
          Sorter.swift:40: < → <= — no tie

        Killed (1), by what noticed them first
          1 by add-items

        """)
  }

  nonisolated static func outcome(_ scenario: String, _ verdict: Verdict) -> RunOutcome {
    RunOutcome(RunSubject(chapter: "Shelf", variant: "mutant", scenario: scenario), verdict)
  }

  /// A trap on add-items declared with "notImplemented", as a catalog declares one.
  nonisolated static let declaredTrap = ExpectedFailure(
    variant: "exercise", scenarios: ["add-items"], crash: .fatalError("notImplemented"),
    reason: "never written")

  /// An outcome judged by `declaredTrap`, as `Chapter.judged(_:asMutantOf:)` judges one.
  nonisolated static func judgedByTheDeclaredTrap(_ outcome: RunOutcome) -> RunOutcome {
    guard case .trapped(let crash) = outcome.verdict, outcome.subject.scenario == "add-items" else {
      return outcome
    }
    return RunOutcome(outcome.subject, declaredTrap.verdict(crash: crash))
  }

  /// A mutant is killed by the first scenario whose outcome, as the declarations judge it, does
  /// not hold, and says how from the outcome itself: a trap, a hang, a transcript that differs;
  /// it survives when every scenario holds. A declared trap holds; another trap, or the declared
  /// trap gone, does not.
  @Test(
    arguments: [
      ([outcome("launch", .same), outcome("add-items", .trapped(crash: "x"))], false, "add-items", .trap),
      ([outcome("launch", .same), outcome("add-items", .hung(hang: "x"))], false, "add-items", .hang),
      (
        [
          outcome(
            "launch", .differs(.init(firstDifferingAction: 1, diff: "-a +b", approved: "a", received: nil)))
        ], false, "launch", .differs
      ),
      ([outcome("launch", .same), outcome("add-items", .same)], false, nil, nil),
      ([outcome("add-items", .trapped(crash: "Fatal error: notImplemented"))], true, nil, nil),
      ([outcome("add-items", .trapped(crash: "Fatal error: Index out of range"))], true, "add-items", .trap),
      (
        [outcome("add-items", .failureNotReproduced(expected: "notImplemented", actual: "ran to the end"))],
        true,
        "add-items", .differs
      ),
    ] as [([RunOutcome], Bool, String?, MutantFate.Kill?)])
  func aMutantIsKilledByTheFirstScenarioThatNoticesIt(
    outcomes: [RunOutcome], declared: Bool, killedBy: String?, kill: MutantFate.Kill?
  ) {
    let fate = MutantFate(
      mutant: Self.mutant(1, line: 1), outcomes: outcomes,
      judge: declared ? Self.judgedByTheDeclaredTrap : { $0 })
    #expect(fate.killedBy == killedBy)
    #expect(fate.kill == kill)
  }

  /// A mutant's child stops at the first scenario that does not hold; any other child runs them
  /// all.
  @Test(arguments: [(true, ["launch", "add-items"]), (false, ["launch", "add-items", "sold-out"])])
  func aMutantsChildStopsAtTheFirstScenarioThatDoesNotHold(stops: Bool, reported: [String]) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = try book.catalog.approve()
    var environment = RunnerEnvironment(packageRoot: book.root)
    environment.stopsAtFirstFailure = stops
    let runner = Runner(library: [book.chapter], environment: environment, console: .capturing())
    #expect(runner.run(["_cells", "99", "4-reversed", "launch", "add-items", "sold-out"]) == .success)
    let outcomes = IsolatedRunner.reportedOutcomes(
      in: runner.console.output, expecting: ["launch", "add-items", "sold-out"])
    #expect(outcomes.map(\.subject.scenario) == reported)
  }

  /// `--type` must name a type with mutants: said before anything is built.
  @Test func aTypeWithNoMutantIsAUsageErrorThatListsTheTypesThatHave() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let runner = book.runner()
    #expect(runner.run(["mutate", "99", "--variant", "1-tidied", "--type", "Nope"]) == .usage)
    #expect(
      runner.console.errors
        == "workbook: no mutant of 1-tidied is planted in a type named \"Nope\"; the types with mutants are:"
        + " ItemsViewController\n")
  }

  /// The generated module: the planted files and the origin written, a file the variant no
  /// longer has removed, and a file whose text is unchanged left alone, so that SwiftPM rebuilds
  /// nothing for a second run of the same schemata.
  @Test func theMutantModuleRewritesOnlyWhatChanged() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let module = MutantModule(chapter: book.chapter)
    #expect(module.folder.path.hasSuffix("/.build/mutants/99/MutantApp"))
    let path = "Chapters/99-Shelf/Steps/1-Tidied"
    try module.write(
      ["\(path)/A.swift": "let a = 1\n", "\(path)/B.swift": "let b = 2\n"], variantPath: path,
      variant: "1-tidied")
    let a = module.folder.appendingPathComponent("A.swift")
    let written = try FileManager.default.attributesOfItem(atPath: a.path)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.02)
    try module.write(
      ["\(path)/A.swift": "let a = 1\n", "\(path)/C.swift": "let c = 3\n"], variantPath: path,
      variant: "2-numbered")
    #expect(try FileManager.default.attributesOfItem(atPath: a.path)[.modificationDate] as? Date == written)
    #expect(
      try SourceFolder.textFiles(in: module.folder) == [
        "A.swift": "let a = 1\n", "C.swift": "let c = 3\n",
        MutantModule.originFile: MutantModule.origin(variant: "2-numbered", catalog: "ShelfCatalog"),
      ])
  }
}
