import Testing
import Workbook

/// Each operator on a small source: the planted line, the mutant's line and summary.
struct MutantSchemataTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// A function's body (wrapped in a type and a function below), or whole declarations when
    /// `isMember`.
    let source: String
    var isMember = false
    let mutationOperator: MutationOperator
    /// The line (of `source`) the mutant is on.
    let line: Int
    let summary: String
    /// That line as planted.
    let planted: String

    var testDescription: String { name }

    /// The file: the source inside `final class Subject` (and `func run(…) -> Bool` unless a
    /// member: a function that returns something has no early-return mutant to number first).
    var file: String {
      let body = source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      return isMember
        ? (["final class Subject {"] + body.map { String($0.dropFirst(2)) } + ["}"]).joined(separator: "\n")
        : (["final class Subject {", "  func run(count: Int, limit: Int, name: String) -> Bool {"] + body
          + ["    return true", "  }", "}"]).joined(separator: "\n")
    }

    /// The source's line's number in `file`.
    var fileLine: Int { line + (isMember ? 1 : 2) }
  }

  static let cases: [Case] = [
    Case(
      name: "a comparison's boundary", source: "if count < limit { print(count) }",
      mutationOperator: .comparison,
      line: 1, summary: "Subject.swift:3: < → <=",
      planted: "    if MutantSwitch.isActive(1) != (count ⋖→ limit) { print(count) }"),
    Case(
      name: "an equality's sense", source: "let same = name == \"x\"", mutationOperator: .comparison, line: 1,
      summary: "Subject.swift:3: == → !=",
      planted: "    let same = name ⋖↑ (MutantSwitch.isActive(2) ? \"\" : \"x\")"),
    Case(
      name: "a condition negated", source: "guard count >= limit else { return false }",
      mutationOperator: .negatedCondition, line: 1,
      summary: "Subject.swift:3: guard count >= limit → guard !(count >= limit)",
      planted: "    guard MutantSwitch.isActive(1) != (count ⋖→ limit) else { return false }"),
    Case(
      name: "a call dropped", source: "tableView.reloadData()", mutationOperator: .droppedStatement, line: 1,
      summary: "Subject.swift:3: tableView.reloadData() → (removed)",
      planted: "    if !MutantSwitch.isActive(1) { tableView.reloadData() }"),
    Case(
      name: "a call over two lines dropped", source: "try! store.save(\n  count)",
      mutationOperator: .droppedStatement, line: 1,
      summary: "Subject.swift:3: try! store.save(count) → (removed)",
      planted: "    if !MutantSwitch.isActive(1) { try! store.save("),
    Case(
      name: "an observer's only call dropped", source: "var rating = 0 {\n  didSet {\n    update()\n  }\n}",
      isMember: true, mutationOperator: .droppedStatement, line: 3,
      summary: "Subject.swift:4: update() → (removed)",
      planted: "      if !MutantSwitch.isActive(2) { update() }"),
    Case(
      name: "an integer changed", source: "let rows = count + 3", mutationOperator: .literal, line: 1,
      summary: "Subject.swift:3: 3 → 4", planted: "    let rows = count + (MutantSwitch.isActive(1) ? 4 : 3)"),
    Case(
      name: "a range's bound", source: "let range = count...9", mutationOperator: .literal, line: 1,
      summary: "Subject.swift:3: 9 → 10",
      planted: "    let range = count...(MutantSwitch.isActive(1) ? 10 : 9)"),
    Case(
      name: "a negative number, its sign inside", source: "var index = -1", mutationOperator: .literal,
      line: 1,
      summary: "Subject.swift:3: -1 → 0", planted: "    var index = (MutantSwitch.isActive(1) ? 0 : -1)"),
    Case(
      name: "a subtraction's number", source: "let last = count-1", mutationOperator: .literal, line: 1,
      summary: "Subject.swift:3: 1 → 0", planted: "    let last = count-(MutantSwitch.isActive(1) ? 0 : 1)"),
    Case(
      name: "a string emptied", source: "let title = \"Meals\"", mutationOperator: .literal, line: 1,
      summary: "Subject.swift:3: \"Meals\" → \"\"",
      planted: "    let title = (MutantSwitch.isActive(1) ? \"\" : \"Meals\")"),
    Case(
      name: "a stored property's threshold", source: "static let limit = 10", isMember: true,
      mutationOperator: .literal, line: 1, summary: "Subject.swift:2: 10 → 11",
      planted: "  static let limit = (MutantSwitch.isActive(1) ? 11 : 10)"),
    Case(
      name: "weak dropped", source: "private weak var ui: (any UI)?", isMember: true,
      mutationOperator: .droppedWeak, line: 1, summary: "Subject.swift:2: weak var ui → var ui",
      planted: "  @MutantReference(1) private var ui: (any UI)? = nil"),
    Case(
      name: "two arguments of one type swapped", source: "func move(from: Int, to: Int) { shift(from, to) }",
      isMember: true, mutationOperator: .swappedArguments, line: 1,
      summary: "Subject.swift:2: from, to → to, from",
      planted: "  func move(from: Int, to: Int) { if MutantSwitch.isActive(1) { return };"
        + " shift((MutantSwitch.isActive(2) ? to : from), (MutantSwitch.isActive(2) ? from : to)) }"),
    Case(
      name: "an early return", source: "func save() {\n  store.save()\n}", isMember: true,
      mutationOperator: .earlyReturn, line: 1, summary: "Subject.swift:2: func save { → func save { return",
      planted: "  func save() { if MutantSwitch.isActive(1) { return };"),
  ]

  @Test(arguments: cases)
  func plants(_ example: Case) throws {
    let schemata = MutantSchemata(files: ["Sources/Subject.swift": example.file])
    let mutant = try #require(schemata.mutants.first { $0.mutationOperator == example.mutationOperator })
    #expect(mutant.line == example.fileLine)
    #expect(mutant.summary == example.summary)
    #expect(mutant.type == "Subject")
    let planted = try #require(schemata.files["Sources/Subject.swift"])
    let lines = planted.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[example.fileLine - 1] == example.planted[...])
    // Every line keeps its place: the original's lines, then what the mutants need.
    #expect(lines.count > example.file.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(planted.contains("\nimport MutantSwitch\n"))
  }
}

/// What the operators leave alone, because it cannot be planted safely from the text: no mutant
/// of the operator named is planted in the source.
struct MutantSchemataSkipTests {
  @Test(arguments: [
    ("an enum case's raw value", "enum Level: Int {\n  case low = 1\n}", MutationOperator.literal),
    ("an attribute's argument", "@available(macOS 14, *)\nstruct Subject {}", .literal),
    ("inside #if", "func run() {\n#if DEBUG\n  print(3)\n#endif\n}", .literal),
    ("a default argument", "struct Subject {\n  func run(limit: Int = 3) -> Int { limit }\n}", .literal),
    (
      "a generic's angle brackets", "struct Subject {\n  func run() -> Array<Int> { Array<Int>() }\n}",
      .comparison
    ),
    (
      "an operator's declaration",
      "struct Subject {\n  static func == (a: Subject, b: Subject) -> Bool { true }\n}",
      .comparison
    ),
    (
      "a where clause", "extension Array where Element == Int {\n  func run() -> Int { count }\n}",
      .comparison
    ),
    (
      "an interpolation's inside",
      "func run(count: Int) -> String {\n  \"\\(count + 1) of \\(count < 2)\"\n}", .literal
    ),
    (
      "an interpolation's comparison", "func run(count: Int) -> String {\n  \"\\(count < 2)\"\n}", .comparison
    ),
    ("a multi-line string", "func run() -> String {\n  \"\"\"\n  Meals\n  \"\"\"\n}", .literal),
    (
      "a condition with a binding",
      "func run(name: String?) -> Bool {\n  if let name, name.isEmpty { return true }\n  return false\n}",
      .negatedCondition
    ),
    (
      "a closure's value", "func run(xs: [Int]) -> [Int] {\n  return xs.map {\n    $0.signum()\n  }\n}",
      .droppedStatement
    ),
    (
      "a guard's fatalError",
      "func run(name: String?) -> String {\n  guard let name else {\n    fatalError()\n  }\n  return name\n}",
      .droppedStatement
    ),
    ("an initialiser's early return", "final class Subject {\n  init() {\n    print()\n  }\n}", .earlyReturn),
    ("a tuple's element", "func run(pair: (Int, Int)) -> Int {\n  return pair.1\n}", .literal),
    ("a float", "func run() -> Double {\n  return 1.5\n}", .literal),
    (
      "a local weak variable", "func run(object: AnyObject) {\n  weak var held = object\n  held = nil\n}",
      .droppedWeak
    ),
    ("arguments of unknown types", "func run() {\n  move(from, to)\n}", .swappedArguments),
    ("a trap's message", "func run() -> Never {\n  fatalError(\"Unexpected \" + \"segue\")\n}", .literal),
  ])
  func leavesAlone(_ name: String, _ source: String, _ mutationOperator: MutationOperator) {
    let planted = MutantSchemata(files: ["Subject.swift": source]).mutants.filter {
      $0.mutationOperator == mutationOperator
    }
    #expect(planted.map(\.summary) == [], "\(name)")
  }
}

/// Files that translate Interface Builder and Info.plist hold identifiers, not lesson code.
@Test(arguments: ["Info.plist.swift", "Main.storyboard.swift", "ArticleCell.xib.swift"])
func translationsAreLeftAsWritten(_ name: String) {
  let source = "func run() {\n  show(\"MealTableViewController\", 3)\n}\n"
  let schemata = MutantSchemata(files: [
    "Steps/0-Massive/\(name)": source, "Steps/0-Massive/Meal.swift": source,
  ])
  #expect(schemata.files["Steps/0-Massive/\(name)"] == source)
  #expect(schemata.mutants.map(\.fileName).allSatisfy { $0 == "Meal.swift" })
  #expect(!schemata.mutants.isEmpty)
}

/// What the command does with a compile error: find the mutants on the line it names, drop them,
/// and build again.
struct MutantSchemataDroppingTests {
  static let source = """
    final class Subject {
      func run(count: Int) -> Bool {
        return count < 3
      }
    }
    """

  @Test func aCompileErrorsLineNamesItsMutants() throws {
    let schemata = MutantSchemata(files: ["Subject.swift": Self.source])
    #expect(schemata.mutants.map(\.summary) == ["Subject.swift:3: < → <=", "Subject.swift:3: 3 → 4"])
    #expect(schemata.mutants(onLine: 3, ofFile: "Subject.swift").map(\.id) == [1, 2])
    #expect(schemata.mutants(onLine: 2, ofFile: "Subject.swift").isEmpty)
    // The comparison's generated operator and functions, after the file's last line, are its.
    let lines = try #require(schemata.files["Subject.swift"]).split(
      separator: "\n", omittingEmptySubsequences: false)
    let generated = try #require(lines.firstIndex { $0.hasPrefix("private func ⋖↑") }) + 1
    #expect(schemata.mutants(onLine: generated, ofFile: "Subject.swift").map(\.id) == [1])
  }

  @Test func droppingKeepsTheOthersAndTheirIDs() throws {
    let schemata = MutantSchemata(files: ["Subject.swift": Self.source])
    let dropped = schemata.dropping(schemata.mutants.filter { $0.mutationOperator == .comparison })
    #expect(dropped.mutants.map(\.id) == [2])
    let line = try #require(dropped.files["Subject.swift"]).split(separator: "\n")[2]
    #expect(line == "    return count < (MutantSwitch.isActive(2) ? 4 : 3)")
    #expect(dropped.files["Subject.swift"]?.contains("⋖") == false)
    #expect(schemata.dropping(schemata.mutants).files["Subject.swift"] == Self.source)
  }
}
