import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// Mutants judged by real child processes: a wrapper stands in for the WorkbookMutants runner,
/// reading `_mutant <id>` as that runner does and running the Shelf's exercise (as ShelfChild
/// does) with the behaviour the id names: the switch, with the Shelf's own bugs as its mutants.
/// The runs wait for their children on a thread of their own (see `onAThreadOfItsOwn`), and the
/// tests never wait for the main actor: the wrapper approves their book (issue 27: the clocked
/// tests, one at a time, waited behind every UIKit-shaped test queued on it).
#if os(Linux)
  extension ClockedShelfTests {
    @Suite(.serialized)
    struct MutantRunTests {
      /// The Shelf exercise each mutant id switches on; 0, no mutant, is the correct one.
      static let behaviours: [Int: ShelfBehaviour] = [
        0: .correct, 1: .putsNewItemsFirst, 2: .neverAdds, 3: .loopsForever, 4: .miscountsLongShelves,
        5: .correct, 6: .trapsOnLaunch, 7: .neverAddsAndMarksSellOuts, 8: .forgetsTheItem,
      ]

      /// A Shelf book with approved transcripts, and the wrapper that runs its mutants.
      func run(on book: ShelfBook, unmutated: ShelfBehaviour = .correct, traps: [String] = []) async throws
        -> MutantRun
      {
        let (approved, output) = try await ShelfChild(book: book, exercise: .correct).run(["approve", "99"])
        try #require(approved == .success, "\(output)")
        let script = book.root.appendingPathComponent("bin/workbook-mutants")
        try FileManager.default.createDirectory(
          at: script.deletingLastPathComponent(), withIntermediateDirectories: true)
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let behaviours = Self.behaviours.merging([0: unmutated]) { $1 }
        let cases = behaviours.sorted { $0.key < $1.key }.map { "\($0.key)) e=\($0.value.rawValue);;" }
        try """
        #!/bin/sh
        [ "$1" = \(MutantChildren.marker) ] || exit 64
        case "$2" in \(cases.joined(separator: " ")) *) exit 64;; esac
        shift 2
        export \(ShelfChild.root)='\(book.root.path)' \(ShelfChild.exercise)="$e"
        export \(ShelfChild.executable)='\(script.path)' \(ShelfChild.traps)='\(traps.joined(separator: ","))'
        \(ShelfChild.arguments)="$(printf '%s\\n' "$@")" exec '\(binary)' --testing-library swift-testing --filter shelfChild

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return MutantRun(
          number: "99", chapterName: book.chapter.name, scenarios: book.chapter.scenarios.map(\.id),
          executable: script, packageRoot: book.root, jobs: 2, variant: "exercise")
      }

      static func mutant(_ id: Int) -> Mutant {
        Mutant(
          id: id, file: "Chapters/99-Shelf/Exercise/ItemsViewController.swift", line: id,
          type: "ItemsViewController",
          mutationOperator: MutationOperator.allCases[0], original: "a", replacement: "b")
      }

      /// The unmutated run must pass every scenario, or no mutant is judged.
      @Test(
        arguments: [(ShelfBehaviour.correct, nil), (.putsNewItemsFirst, ["add-items"])]
          as [(ShelfBehaviour, [String]?)])
      func theUnmutatedRunMustPassEveryScenario(unmutated: ShelfBehaviour, failing: [String]?) async throws {
        let book = try ShelfBook(exercise: .correct)
        defer { book.remove() }
        let run = try await run(on: book, unmutated: unmutated)
        let seconds = await onAThreadOfItsOwn { Result { try run.unmutatedSeconds(timeLimit: 10) } }
        if let failing {
          #expect(throws: MutateError.unmutatedFails(variant: "exercise", scenarios: failing)) {
            try seconds.get()
          }
        } else {
          #expect(try seconds.get() > 0)
        }
      }

      /// Each mutant is killed by the first scenario that notices it, and says how: a transcript
      /// that differs, a trap, a hang; a bug no scenario reaches survives. Run together, two at a
      /// time, each in its own children.
      @Test func eachMutantIsKilledByTheFirstScenarioThatNoticesIt() async throws {
        let book = try ShelfBook(exercise: .correct)
        defer { book.remove() }
        let (run, mutants) = (try await run(on: book), (1...4).map(Self.mutant))
        let fates = await onAThreadOfItsOwn { run.fates(of: mutants, timeLimit: 1) }
        #expect(fates.map(\.mutant.id) == [1, 2, 3, 4])
        #expect(fates.map(\.killedBy) == ["add-items", "add-items", "add-items", nil])
        #expect(fates.map(\.kill) == [.differs, .trap, .hang, nil])
      }

      /// An exercise declared to trap on add-items, as `.neverAdds` does: the scenario runs in a
      /// child of its own and its trap is the exercise passing; a mutant is killed when the trap
      /// goes (1, 5), another comes (6, on launch; 8, a UIKit fault instead) or a hang (3), and one
      /// that keeps it is judged by the other scenarios: 7 differs on sold-out, 2 survives.
      @Test func aDeclaredTrapIsTheVariantPassing() async throws {
        let book = try ShelfBook(
          expectedFailures: ShelfChild.exerciseTraps(on: ["add-items"]), exercise: .correct)
        defer { book.remove() }
        var run = try await run(on: book, unmutated: .neverAdds, traps: ["add-items"])
        run.trapping = ["add-items"]
        run.judge = { [chapter = book.chapter] in chapter.judged($0, asMutantOf: "exercise") }
        let (judged, mutants) = (run, [1, 5, 6, 8, 3, 7, 2].map(Self.mutant))
        let seconds = await onAThreadOfItsOwn { Result { try judged.unmutatedSeconds(timeLimit: 10) } }
        #expect(try seconds.get() > 0)
        let fates = await onAThreadOfItsOwn { judged.fates(of: mutants, timeLimit: 1) }
        #expect(
          fates.map(\.killedBy) == [
            "add-items", "add-items", "launch", "add-items", "add-items", "sold-out", nil,
          ])
        #expect(fates.map(\.kill) == [.differs, .differs, .trap, .differs, .hang, .differs, nil])
      }

      @Test(arguments: [(0.5, 1.0), (0.1, 1.0), (3.0, 6.0)])
      func aMutantsTimeLimitIsTwiceTheUnmutatedRunAtLeastASecond(unmutated: Double, limit: Double) {
        #expect(MutantRun.timeLimit(unmutatedSeconds: unmutated, given: nil) == limit)
        #expect(MutantRun.timeLimit(unmutatedSeconds: unmutated, given: 0.25) == 0.25)
      }
    }
  }
#endif
