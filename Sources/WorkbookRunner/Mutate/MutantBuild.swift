import Foundation
import Workbook

/// Builds the WorkbookMutants runner with a chapter's generated mutant module: writes the
/// schemata (`MutantModule`), runs `swift build --product WorkbookMutants` with
/// UNMASSIVE_MUTANTS=NN, and when the planted text does not compile, drops the mutants on the
/// lines the compiler names (`MutantSchemata.dropping`) and builds again.
struct MutantBuild {
  /// The package's root, where `swift build` runs.
  let packageRoot: URL
  /// `swift`, through `env` (the PATH's), and the arguments before `build`.
  var swift = ["/usr/bin/env", "swift"]
  /// How many builds a run may try before it gives up.
  var attempts = 8
  /// Says what is being done, before it is done (a build can take a minute).
  var announce: (String) -> Void = { _ in }
  /// The runner's own executable, through which `swift build` runs (`_guard`, see ProcessGuard):
  /// the build's compilers end with `mutate`, Ctrl-C or SIGKILL (nil: run directly).
  var guardian: URL?

  /// The environment variable Package.swift reads (see its `mutantChapter`).
  static let variable = "UNMASSIVE_MUTANTS"
  /// The runner's product.
  static let product = "WorkbookMutants"

  /// What a build made.
  struct Built {
    /// The schemata as built: without the mutants that did not compile.
    let schemata: MutantSchemata
    /// The mutants dropped because the planted text did not compile there.
    let dropped: [Mutant]
    /// The WorkbookMutants runner.
    let executable: URL
    /// The test bundle with the unit tests' copies, by their paths (nil: none was built).
    let tests: (bundle: URL, files: [String])?
    /// Why the unit tests' copies were left out, if they did not compile.
    let testsProblem: String?
  }

  /// The package's test bundle, as `swift build --build-tests` links it on Linux.
  static let testBundle = "UnmassivePackageTests.xctest"

  /// Writes and builds the schemata, with the unit tests' copies when there are any, dropping
  /// the mutants that do not compile, and the copies if they do not.
  func build(
    _ schemata: MutantSchemata, module: MutantModule, tests: MutantTests, copies: [String: String],
    variant: Chapter.VariantInfo
  ) throws -> Built {
    var (schemata, dropped, copies, problem) = (schemata, [Mutant](), copies, String?.none)
    for attempt in 1...attempts {
      try module.write(schemata.files, variantPath: variant.sourcePath, variant: variant.id)
      try tests.write(copies)
      announce(
        "building \(module.name) with \(schemata.mutants.count) mutants"
          + (copies.isEmpty ? "" : " and \(tests.target)") + (attempt > 1 ? " (attempt \(attempt))" : ""))
      let build = try run(
        copies.isEmpty ? ["build", "--product", Self.product] : ["build", "--build-tests"],
        number: module.number)
      if build.status == 0 {
        let bin = try binPath(number: module.number)
        return Built(
          schemata: schemata, dropped: dropped, executable: bin.appendingPathComponent(Self.product),
          tests: copies.isEmpty ? nil : (bin.appendingPathComponent(Self.testBundle), copies.keys.sorted()),
          testsProblem: problem)
      }
      let failing = Self.failingMutants(
        in: build.output, moduleFolder: module.folder, variantPath: variant.sourcePath, schemata: schemata)
      if failing.isEmpty, !copies.isEmpty {
        // The test bundle does not build (the copies, or another test target): the scenarios
        // alone judge the mutants.
        let error = CompilerDiagnostic.firstError(in: build.output, packageRoot: packageRoot)
        problem =
          "none: the test bundle did not build" + (error.map { " (\($0.location): \($0.message))" } ?? "")
        copies = [:]
        continue
      }
      guard !failing.isEmpty else { throw MutateError.buildFailed(Self.lastLines(of: build.output)) }
      dropped += failing
      schemata = schemata.dropping(failing)
    }
    throw MutateError.buildFailed("the planted text still did not compile after \(attempts) builds")
  }

  /// The mutants to drop after a failed build: those planted on a line an error names
  /// (`MutantSchemata.mutants(onLine:ofFile:)`); when an error's line holds none, every mutant of
  /// its file (the file compiles unplanted).
  static func failingMutants(
    in output: String, moduleFolder: URL, variantPath: String, schemata: MutantSchemata
  ) -> [Mutant] {
    let prefix = moduleFolder.standardizedFileURL.path + "/"
    var failing: [Mutant] = []
    for error in errorPlaces(in: output) where error.file.hasPrefix(prefix) {
      let file = "\(variantPath)/\(error.file.dropFirst(prefix.count))"
      let onLine = schemata.mutants(onLine: error.line, ofFile: file)
      failing += onLine.isEmpty ? schemata.mutants.filter { $0.file == file } : onLine
    }
    return failing.reduce(into: []) { kept, mutant in
      if !kept.contains(mutant) { kept.append(mutant) }
    }
  }

  /// The file and line of every `file:line:column: error:` line.
  static func errorPlaces(in output: String) -> [(file: String, line: Int)] {
    output.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[3].trimmingCharacters(in: .whitespaces) == "error",
        let number = Int(parts[1]), Int(parts[2]) != nil
      else { return nil }
      return (String(parts[0]), number)
    }
  }

  /// A program and its arguments as `mutate` starts them: through the guard when there is one.
  static func command(_ program: URL, _ arguments: [String], through guardian: URL?) -> (URL, [String]) {
    guardian.map { ProcessGuard.arguments(runner: $0, program: program, arguments) } ?? (program, arguments)
  }

  /// The build flags of the environment's SWIFT_FLAGS, as `make` passes them to every build
  /// (CI's `-Xswiftc -warnings-as-errors`): built with other flags than the runner's, every module
  /// would compile again, and again at the next ordinary build.
  static func environmentFlags(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    -> [String]
  {
    (environment["SWIFT_FLAGS"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// The build's products' folder, asked of `swift build --show-bin-path` once a process (a
  /// package and the same flags: `--bar` builds a variant after another): each asking evaluates
  /// the package again, seconds on a loaded machine.
  private func binPath(number: String) throws -> URL {
    let key = ([packageRoot.path] + swift + Self.environmentFlags()).joined(separator: "\u{0}")
    if let known = Self.binPaths.value(for: key) { return known }
    let bin = URL(
      fileURLWithPath: try run(["build", "--show-bin-path"], number: number).output
        .split(separator: "\n").last.map(String.init) ?? "")
    Self.binPaths.store(bin, for: key)
    return bin
  }

  /// The bin paths asked for so far, by package, `swift` and flags.
  private static let binPaths = BinPaths()

  private static func lastLines(of output: String) -> String {
    output.split(separator: "\n").suffix(12).joined(separator: "\n")
  }

  /// Runs `swift` with these arguments in the package's root, UNMASSIVE_MUTANTS naming the
  /// chapter, its output (both streams) gathered in a file: a long build log cannot fill a pipe.
  private func run(_ arguments: [String], number: String) throws -> (status: Int32, output: String) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-mutate-\(UUID()).log")
    guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
    }
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let (program, guarded) = Self.command(
      URL(fileURLWithPath: swift[0]), Array(swift.dropFirst()) + arguments + Self.environmentFlags(),
      through: guardian)
    let process = Process()
    process.executableURL = program
    process.arguments = guarded
    process.currentDirectoryURL = packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging([Self.variable: number]) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let end = ChildEnd.wait(for: process)
    return (end.status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }
}

/// The bin paths a process has asked for, behind a lock (mutants are built from any thread).
private final class BinPaths: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [String: URL] = [:]

  func value(for key: String) -> URL? {
    lock.withLock { paths[key] }
  }

  func store(_ path: URL, for key: String) {
    lock.withLock { paths[key] = path }
  }
}
