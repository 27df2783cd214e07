import Testing

@testable import SwiftScanning
@testable import Workbook

/// The checks that judge what code does (issue 26): who holds a responsibility and whether the
/// controller reaches it, seams a test doubles, tests that check a value, renaming through
/// `typealias`. Each case is a small app the check must accept or turn down.
struct HonestGoalTests {
  static let saving = Responsibility("Saving", symbols: ["PropertyListEncoder", "isSuccessfulSave"])

  static let controller = """
    final class ListController {
      var presenter: ListPresenter!
      func viewDidLoad() { presenter.viewDidLoad() }
    }
    """

  static let presenter = """
    protocol Storage {
      func save(_ items: [Int])
    }

    final class ListPresenter {
      private let storage: any Storage
      init(storage: any Storage) { self.storage = storage }
      func viewDidLoad() { storage.save([]) }
    }

    struct FileStorage: Storage {
      func save(_ items: [Int]) {
        let isSuccessfulSave = (try? PropertyListEncoder().encode(items)) != nil
        print(isSuccessfulSave)
      }
    }
    """

  static let appDelegate = """
    final class AppDelegate {
      func launch(_ list: ListController) {
        list.presenter = ListPresenter(storage: FileStorage())
      }
    }
    """

  static func sources(_ files: [String: String]) -> SwiftSources {
    SwiftSources(files: files)
  }

  static let honest = sources([
    "ListController.swift": controller, "ListPresenter.swift": presenter, "AppDelegate.swift": appDelegate,
  ])

  @Test(
    "A responsibility counts where a type of the role holds it, made and reached from the controller",
    arguments: [
      ("handed over by the composition root, behind a protocol", honest, true),
      (
        "held by free functions",
        sources([
          "ListController.swift": controller.replacingOccurrences(
            of: "presenter.viewDidLoad()", with: "save()"),
          "Junk.swift": "func save() {\n  let isSuccessfulSave = PropertyListEncoder() != nil\n}\n",
        ]), false
      ),
      (
        "held by a storage nothing makes",
        sources([
          "ListController.swift": controller, "ListPresenter.swift": presenter,
          "AppDelegate.swift": appDelegate.replacingOccurrences(of: "FileStorage()", with: "nil!"),
        ]), false
      ),
      (
        "held by a storage the controller never reaches",
        sources([
          "ListController.swift": "final class ListController {}\n", "ListPresenter.swift": presenter,
          "AppDelegate.swift": appDelegate,
        ]), false
      ),
    ])
  func holds(_ name: String, _ sources: SwiftSources, _ met: Bool) {
    let check = SourceCheck.holds(Self.saving, by: ["*Storage", "*Presenter"], reachedFrom: "ListController")
    #expect(check.findings(in: sources).isEmpty == met, "\(name): \(check.findings(in: sources))")
  }

  @Test(
    "A type with the name counts once it has methods, is made and is reached",
    arguments: [
      ("the presenter the app delegate hands over", honest, true),
      (
        "an empty presenter",
        sources(["ListController.swift": controller, "P.swift": "final class ListPresenter {}"]), false
      ),
      (
        "a presenter with a method that nothing makes",
        sources([
          "ListController.swift": controller, "P.swift": "final class ListPresenter {\n  func go() {}\n}",
        ]),
        false
      ),
    ])
  func reaches(_ name: String, _ sources: SwiftSources, _ met: Bool) {
    let check = SourceCheck.reaches("*Presenter", from: "ListController")
    #expect(check.findings(in: sources).isEmpty == met, "\(name): \(check.findings(in: sources))")
  }

  static let spy = """
    @testable import App

    final class StorageSpy: Storage {
      var saved: [[Int]] = []
      func save(_ items: [Int]) { saved.append(items) }
    }

    @Test func presenterSaves() {
      let spy = StorageSpy()
      let presenter = ListPresenter(storage: spy)
      presenter.viewDidLoad()
      #expect(spy.saved == [[]])
    }
    """

  static func evidence(_ sources: SwiftSources, tests: String) -> GoalEvidence {
    GoalEvidence(
      sources: sources,
      tests: VariantTests(
        module: "App", target: "AppTests", suggestedFolder: "Tests/AppTests/Exercise",
        sources: SwiftSources(files: ["Tests/AppTests/Exercise/T.swift": tests])))
  }

  @Test(
    "A protocol is a seam when it asks something, a test doubles it and a type receives it",
    arguments: [
      ("doubled and received", honest, spy, true),
      ("no test doubles it", honest, "@testable import App\n", false),
      (
        "nothing receives it",
        sources(["P.swift": presenter.replacingOccurrences(of: "any Storage", with: "FileStorage")]), spy,
        false
      ),
      (
        "it asks for nothing",
        sources(["P.swift": "protocol Storage {}\nfinal class P {\n  let storage: any Storage\n}\n"]), spy,
        false
      ),
    ])
  func seam(_ name: String, _ sources: SwiftSources, _ tests: String, _ met: Bool) {
    let findings = SourceCheck.seam("Storage").findings(in: Self.evidence(sources, tests: tests))
    #expect(findings.isEmpty == met, "\(name): \(findings)")
  }

  @Test(
    "A test counts when it makes the type and checks a value",
    arguments: [
      ("makes the presenter and checks its spy", spy, true),
      (
        "a body of _ = ListPresenter(…)", "@Test func t() {\n  _ = ListPresenter(storage: StorageSpy())\n}\n",
        false
      ),
      (
        "expects a constant", "@Test func t() {\n  let p = ListPresenter(storage: S())\n  #expect(true)\n}\n",
        false
      ),
      (
        "names the presenter only in a comment-free string",
        "@Test func t() {\n  #expect(\"ListPresenter\" != \"\")\n}\n", false
      ),
    ])
  func tested(_ name: String, _ tests: String, _ met: Bool) {
    let findings = SourceCheck.tested(naming: ["*Presenter"]).findings(
      in: Self.evidence(Self.honest, tests: tests))
    #expect(findings.isEmpty == met, "\(name): \(findings)")
  }

  @Test(
    "A word a goal lacks is found through a typealias",
    arguments: [
      ("typealias W = FoodTrackerWorld", "W.current = world", "FoodTrackerWorld.current"),
      ("typealias Meals = [Meal]", "var meals = Meals()", "[Meal]"),
    ])
  func aliases(_ alias: String, _ use: String, _ phrase: String) {
    let sources = Self.sources([
      "A.swift": "\(alias)\n", "C.swift": "final class C {\n  func f() {\n    \(use)\n  }\n}\n",
    ])
    #expect(!SourceCheck.lacks([phrase], in: .type("C")).findings(in: sources).isEmpty)
  }
}
