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
  }

  /// Writes and builds the schemata, dropping what does not compile.
  func build(_ schemata: MutantSchemata, module: MutantModule, variant: Chapter.VariantInfo) throws -> Built {
    var schemata = schemata
    var dropped: [Mutant] = []
    for attempt in 1...attempts {
      try module.write(schemata.files, variantPath: variant.sourcePath, variant: variant.id)
      announce(
        "building \(module.name) with \(schemata.mutants.count) mutants"
          + (attempt > 1 ? " (attempt \(attempt))" : ""))
      let build = try run(["build", "--product", Self.product], number: module.number)
      if build.status == 0 {
        let bin = try run(["build", "--show-bin-path"], number: module.number)
        let path = bin.output.split(separator: "\n").last.map(String.init) ?? ""
        return Built(
          schemata: schemata, dropped: dropped,
          executable: URL(fileURLWithPath: path).appendingPathComponent(Self.product))
      }
      let failing = Self.failingMutants(
        in: build.output, moduleFolder: module.folder, variantPath: variant.sourcePath, schemata: schemata)
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swift[0])
    process.arguments = Array(swift.dropFirst()) + arguments
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
