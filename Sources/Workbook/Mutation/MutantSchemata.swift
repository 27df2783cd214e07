import SwiftScanning

/// Every mutant of a variant's sources planted at once, each behind its switch (mutant schemata,
/// as Stryker and mull do): the module is compiled once, and running a mutant costs a run, not a
/// build. With `MutantSwitch.active == 0` the planted text behaves as the original; with an id, as
/// that mutant. Planting keeps every line where it was (what a compile error names is a line of
/// the original file), and appends what a file's mutants need after its last line: `import
/// MutantSwitch` and each comparison's generated operator.
///
/// What is planted, by `MutationOperator`: comparisons (spaced binary `<` `<=` `>` `>=` `==` `!=`
/// in code), `if`/`guard`/`while` conditions that are one Boolean expression, call statements
/// that start their line, decimal integer and one-line string literals, `weak var` members, two
/// neighbouring arguments the text shows are of one type, and functions returning nothing.
///
/// What is skipped: the translations of Interface Builder files and Info.plist (their strings are
/// a storyboard's identifiers, not code), the messages of `fatalError` and the assertions (a run
/// that passes never shows them); and, since it cannot be planted safely from the text, anything among a type's
/// declarations but a stored property's initial value (an enum case's raw value, a default
/// argument, a `where` clause), attributes' arguments, compiler directives and whatever `#if`
/// encloses, the inside of string interpolation, multi-line and interpolated strings, conditions
/// with bindings, patterns, lists, `try` or `await`, `fatalError` and the assertions, `self.init`
/// and `super.init`, a statement that is its closure's or function's value, initialisers' early
/// returns, floating-point literals. What the text cannot rule out (a comparison of types that
/// are not `Comparable`, a swapped parameter shadowed by a local) is left to the build:
/// `dropping(_:)` takes out the mutants on the lines a compile error names.
public struct MutantSchemata: Sendable {
  /// Every file of the variant, by path: its text with every mutant planted (a file without
  /// mutants as it was).
  public let files: [String: String]
  /// The mutants, by id (1…n), in the files' byte order and each file's order.
  public let mutants: [Mutant]
  private let originals: [String: String]
  private let planted: [PlantedMutant]
  /// Per file, the generated lines appended after its last (1-based) and the mutant each serves.
  private let generatedLines: [String: [Int: Int]]

  /// Finds and plants every mutant of these sources (every file of one variant).
  public init(sources: SwiftSources) {
    var planted: [PlantedMutant] = []
    var originals: [String: String] = [:]
    for file in sources.files {
      originals[file.path] = file.lines.joined(separator: "\n")
      guard !Self.isTranslation(file.path) else { continue }
      for site in MutationScan(file: file).sites() {
        planted.append(PlantedMutant(site, id: planted.count + 1, file: file.path))
      }
    }
    self.init(originals: originals, planted: planted)
  }

  /// Whether a file translates what is not Swift on a device (Info.plist, a storyboard, a nib):
  /// its identifiers are Interface Builder's data, not the lesson's code.
  static func isTranslation(_ path: String) -> Bool {
    let name = path.split(separator: "/").last ?? ""
    return name == "Info.plist.swift" || name.hasSuffix(".storyboard.swift") || name.hasSuffix(".xib.swift")
  }

  /// Reads the files given as text, by path, and plants their mutants.
  public init(files: [String: String]) {
    self.init(sources: SwiftSources(files: files))
  }

  private init(originals: [String: String], planted: [PlantedMutant]) {
    self.originals = originals
    self.planted = planted
    mutants = planted.map(\.mutant)
    var files: [String: String] = [:]
    var generatedLines: [String: [Int: Int]] = [:]
    let byFile = Dictionary(grouping: planted, by: \.mutant.file)
    for (path, original) in originals {
      let planting = SchemataPlanting(original: original, mutants: byFile[path] ?? [])
      files[path] = planting.text
      generatedLines[path] = planting.generatedLines
    }
    self.files = files
    self.generatedLines = generatedLines
  }

  /// The same schemata without these mutants (a mutant that makes the module fail to compile is
  /// dropped, and the build tried again). The others keep their ids.
  public func dropping(_ mutants: [Mutant]) -> MutantSchemata {
    let dropped = Set(mutants.map(\.id))
    return MutantSchemata(originals: originals, planted: planted.filter { !dropped.contains($0.mutant.id) })
  }

  /// The mutants planted on a line (1-based) of a planted file, as a compile error names it: those
  /// whose edits touch that line of the original, or whose generated declarations it holds.
  public func mutants(onLine line: Int, ofFile file: String) -> [Mutant] {
    if let id = generatedLines[file]?[line] { return mutants.filter { $0.id == id } }
    return planted.filter { $0.mutant.file == file && $0.lines.contains(line) }.map(\.mutant)
  }
}
