/// `workbook docc [--check] [--diff-pages-url URL]`: generate the DocC catalog of tutorials, or
/// check it is current.
struct DoccCommand: WorkbookCommand, Equatable {
  static let check = Flag("check", help: "only check that the committed catalog is current")
  static let diffPagesURL = Option(
    "diff-pages-url", value: "URL",
    help: "where docs/chapters is served, for the links to the side-by-side diffs (default "
      + "\(DoccGenerator.defaultDiffPagesURL), where `make docc-preview` serves it)")

  static let signature = CommandSignature(
    name: "docc",
    summary: "generate the DocC tutorials: a chapter per chapter, a section per step",
    details: """
      Writes \(DoccGenerator.catalogFolder): a table of contents, and per chapter a tutorial \
      whose sections are its steps (the main line, then each branch), each changed or added \
      file with the lines the step changed highlighted, and the chapter's approved transcripts \
      at the end; each code step says what to do and why, in the sentence the chapter's lesson \
      gives it ("The tutorial, file by file"): a code step without one, or one without its code \
      step, fails. The output is deterministic. With --check, writes nothing and fails (exit 1) \
      listing the files that are stale, missing or unexpected. `make docc-preview` converts the \
      catalog and serves it on 127.0.0.1.
      """,
    accepting: [.flag(check), .option(diffPagesURL)])

  var check = false
  var diffPagesURL = DoccGenerator.defaultDiffPagesURL

  init(check: Bool = false, diffPagesURL: String = DoccGenerator.defaultDiffPagesURL) {
    self.check = check
    self.diffPagesURL = diffPagesURL
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let url = arguments.last(of: Self.diffPagesURL) ?? DoccGenerator.defaultDiffPagesURL
    // An address, or a path from the host's root: a relative link would resolve against the
    // viewer's route, which changes with the page.
    guard
      url.hasPrefix("https://") || url.hasPrefix("http://") || (url.hasPrefix("/") && !url.hasPrefix("//"))
    else {
      throw UsageError(
        "--diff-pages-url takes an http(s) address or a path from the host's root (/chapters/), not \"\(url)\""
      )
    }
    self.init(check: arguments[Self.check], diffPagesURL: url)
  }

  func run(in runner: Runner) throws -> ExitCode {
    let console = runner.console
    if runner.library.isEmpty {
      console.writeError(
        "workbook: no chapter is built (is UNMASSIVE_CHAPTERS set?); the DocC catalog left as it is\n")
      return check ? .checksFailed : .success
    }
    let generator = DoccGenerator(
      chapters: runner.library, packageRoot: runner.environment.packageRoot, diffPagesURL: diffPagesURL)
    let files = try generator.generatedFiles()
    let broken = DoccRules.problems(in: files.files, under: DoccGenerator.catalogFolder)
    guard broken.isEmpty else {
      console.writeError(
        "workbook: the generated catalog breaks DocC's rules; nothing written:\n"
          + broken.map { "  \($0)\n" }.joined())
      return .checksFailed
    }
    let unwritten = try generator.proseProblems()
    guard unwritten.isEmpty else {
      console.writeError(
        "workbook: the tutorials' prose does not match their code steps (a sentence per file a step "
          + "changes or adds, in the lesson's \"\(TutorialProse.heading)\"); nothing written:\n"
          + unwritten.map { "  \($0)\n" }.joined())
      return .checksFailed
    }
    for chapter in runner.library {
      guard let why = DoccGenerator.chaptersAwaitingProse[chapter.number] else { continue }
      console.writeError("workbook: chapter \(chapter.number)'s tutorial is not yet in prose (\(why))\n")
    }
    let comparison = files.compareWithDisk()
    guard check else {
      console.write(try files.write(comparison))
      return .success
    }
    if comparison.isCurrent {
      console.write("\(DoccGenerator.catalogFolder) is current (\(comparison.current.count) files).\n")
      return .success
    }
    console.write(
      "\(DoccGenerator.catalogFolder) is stale; run `swift run workbook docc` and commit the result:\n"
        + comparison.problems.map { "  \($0)\n" }.joined())
    return .checksFailed
  }
}
