import Foundation
import Workbook

/// An attempt to meet a goal without the refactoring it asks for, kept as data in
/// Tests/GoalCheats/<chapter>/<goal>-<attempt>/: `cheat.json` names the goal (its statement's
/// beginning, or "Refactored to MVP" for an architecture's recognition), the step it starts from
/// and what the attendee did; `Sources/` holds the files added to or replacing the step's, and
/// `Tests/` the attendee's tests (as if in the chapter's Exercise test folder).
struct GoalCheat: Sendable, CustomStringConvertible {
  /// What cheat.json says.
  struct Declaration: Decodable, Sendable {
    /// The beginning of the goal's statement, or "Refactored to <architecture>".
    let goal: String
    /// The step whose sources the attempt starts from.
    let base: String
    /// What the attendee did, in a sentence.
    let cheat: String
    /// Files of the step taken away, by name.
    let remove: [String]?
    /// Test files of the step taken away, by name.
    let removeTests: [String]?
    /// Lines of the step's own files changed in place: a cheat of a line or two, written as such
    /// rather than as a copy of the whole file.
    let edits: [Edit]?
    /// Whether only the judgement by mutants turns the cheat down (a test that passes and
    /// asserts what holds of any code): every static check meets it, and scripts/test-goal/check
    /// shows `verify` failing it, in a copy of the repository where its mutants can be built.
    let judgedByMutants: Bool?
  }

  /// A change to one of the step's files: the first occurrence of `replace` becomes `with`.
  struct Edit: Decodable, Sendable {
    /// The file's name in the step's folder (or in Sources/, when the fixture replaces it).
    let file: String
    let replace: String
    let with: String
  }

  /// An edit whose text is not in its file: the fixture no longer says what it did.
  struct EditNotFound: Error, CustomStringConvertible {
    let edit: Edit
    var description: String { "\(edit.file) has no \"\(edit.replace)\" to replace" }
  }

  /// "01-FoodTracker".
  let chapter: String
  /// The fixture's folder name: "file-system-free-functions".
  let name: String
  let declaration: Declaration
  let sources: [String: String]
  let tests: [String: String]

  var description: String { "\(chapter)/\(name)" }

  /// Every fixture of the chapters being built (`chapters`: "01-FoodTracker", …).
  static func all(in root: URL, chapters: [String]) -> [GoalCheat] {
    let fixtures = root.appendingPathComponent("Tests/GoalCheats")
    return chapters.flatMap { chapter in
      let folder = fixtures.appendingPathComponent(chapter)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.sorted().compactMap { name in
        try? GoalCheat(chapter: chapter, name: name, folder: folder.appendingPathComponent(name))
      }
    }
  }

  init(chapter: String, name: String, folder: URL) throws {
    self.chapter = chapter
    self.name = name
    let json = try Data(contentsOf: folder.appendingPathComponent("cheat.json"))
    declaration = try JSONDecoder().decode(Declaration.self, from: json)
    sources = Self.texts(in: folder.appendingPathComponent("Sources"))
    tests = Self.texts(in: folder.appendingPathComponent("Tests"))
  }

  /// The files laid over the step in `stepFolder`: those of Sources/, and the step's own with the
  /// declared edits made.
  func sources(over stepFolder: URL) throws -> [String: String] {
    var texts = sources
    for edit in declaration.edits ?? [] {
      let text =
        try texts[edit.file]
        ?? String(contentsOf: stepFolder.appendingPathComponent(edit.file), encoding: .utf8)
      guard let range = text.range(of: edit.replace) else { throw EditNotFound(edit: edit) }
      texts[edit.file] = text.replacingCharacters(in: range, with: edit.with)
    }
    return texts
  }

  private static func texts(in folder: URL) -> [String: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var texts: [String: String] = [:]
    for name in names where name.hasSuffix(".swift") {
      texts[name] = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return texts
  }
}
