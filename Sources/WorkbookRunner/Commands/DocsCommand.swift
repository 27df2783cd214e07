/// `workbook docs [--check]`: generate docs/chapters, or check it is current.
struct DocsCommand: WorkbookCommand, Equatable {
  static let check = Flag("check", help: "only check that the generated files are current")

  static let signature = CommandSignature(
    name: "docs",
    summary: "generate docs/chapters: every variant's diff against its parent",
    details: """
      Writes docs/chapters/NN-Name/<variant>.md (fenced diffs) and .html (side by side) for every \
      step against its parent, and the index docs/chapters/README.md. The output is \
      deterministic. With --check, writes nothing and fails (exit 1) listing the files that are \
      stale or missing.
      """,
    accepting: [.flag(check)])

  var check = false

  init(check: Bool = false) {
    self.check = check
  }

  init(_ arguments: ParsedArguments) {
    self.init(check: arguments[Self.check])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let console = runner.console
    if runner.library.isEmpty {
      console.writeError(
        "workbook: no chapter is built (is UNMASSIVE_CHAPTERS set?); docs left as they are\n")
      return check ? .checksFailed : .success
    }
    let generator = DocsGenerator(chapters: runner.library, packageRoot: runner.environment.packageRoot)
    // A front page `make site` linked to the built tutorials is current for the check, and
    // rewritten when writing: what is committed never links what is not.
    let comparison = try generator.compareWithDisk(allowingBuiltTutorials: check)
    guard check else {
      console.write(try generator.write(comparison))
      return .success
    }
    if comparison.isCurrent {
      console.write("docs/chapters is current (\(comparison.current.count) files).\n")
      return .success
    }
    console.write(
      "docs/chapters is stale; run `swift run workbook docs` (or `make docs`) and commit the result:\n"
        + comparison.problems.map { "  \($0)\n" }.joined())
    return .checksFailed
  }
}
