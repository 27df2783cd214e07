import Foundation
import Testing

/// Package.swift declares every import: a target that imports another module of the package
/// names it among its dependencies. SwiftPM lets an undeclared import through when the module
/// happens to be built first for another reason, so the build alone does not catch one; building
/// that target on its own, or a change to another target's dependencies, then breaks it.
struct PackageImportsTests {
  /// A target as `swift package dump-package` describes it.
  struct Target: Equatable {
    let name: String
    /// Relative to the package's root.
    let path: String
    /// The names of the targets and products it depends on.
    let dependencies: Set<String>
  }

  @Test(.enabled(if: PackageImportsTests.swift != nil, "the toolchain's swift"))
  func everyImportOfAPackageModuleIsDeclared() throws {
    let targets = try Self.targets()
    #expect(targets.contains { $0.name == "Workbook" }, "the manifest was read")
    let modules = Set(targets.map(\.name))
    var undeclared: [String] = []
    for target in targets {
      for (module, file) in try Self.imports(under: Self.root.appendingPathComponent(target.path))
      where modules.contains(module) && module != target.name && !target.dependencies.contains(module) {
        undeclared.append("\(target.name) imports \(module) (\(target.path)/\(file))")
      }
    }
    #expect(undeclared == [], "declare them in Package.swift")
  }

  @Test(arguments: [
    ("import Foundation", "Foundation"), ("@testable import WorkbookRunner", "WorkbookRunner"),
    ("@_spi(Testing) import Workbook", "Workbook"), ("import struct WorldKit.Clock", "WorldKit"),
    ("  import HeadlessUIKit  // indented, under #if", "HeadlessUIKit"),
    ("@preconcurrency import Dispatch", "Dispatch"),
    ("// import Workbook", nil), ("let important = 1", nil), ("\"import Workbook\"", nil),
  ])
  func readsTheModuleALineImports(line: String, module: String?) {
    #expect(Self.importedModule(line) == module)
  }

  /// The package's root: three folders up from this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The toolchain's `swift`, from PATH (nil if it is not there).
  static let swift: URL? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// The manifest's targets, as SwiftPM evaluates it (with this process's UNMASSIVE_CHAPTERS).
  /// The scratch path is a folder of its own: `swift test` holds the lock on .build.
  static func targets() throws -> [Target] {
    let process = Process()
    process.executableURL = swift
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("unmassive-dump-package")
    process.arguments = [
      "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    return try targets.map(target)
  }

  /// One target of the dump: a dependency is `{"byName": [name, condition]}`, `{"target": …}`
  /// or `{"product": [name, package, …]}`; a target without a path is in SwiftPM's default folder.
  static func target(_ json: [String: Any]) throws -> Target {
    let name = try #require(json["name"] as? String)
    let defaultFolder = json["type"] as? String == "test" ? "Tests" : "Sources"
    let dependencies = (json["dependencies"] as? [[String: [Any]]] ?? []).compactMap {
      $0.values.first?.first as? String
    }
    return Target(
      name: name, path: json["path"] as? String ?? "\(defaultFolder)/\(name)", dependencies: Set(dependencies)
    )
  }

  /// Every module the Swift files under a folder import, with the first file importing it.
  static func imports(under folder: URL) throws -> [(module: String, file: String)] {
    var found: [String: String] = [:]
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    for case let url as URL in files where url.pathExtension == "swift" {
      let text = try String(contentsOf: url, encoding: .utf8)
      let file = String(url.path.dropFirst(folder.path.count + 1))
      for line in text.split(separator: "\n") {
        guard let module = importedModule(String(line)), found[module] == nil else { continue }
        found[module] = file
      }
    }
    return found.map { ($0.key, $0.value) }
  }

  /// The module a line imports: `import X`, `@testable import X`, `import struct X.Y`…; nil for
  /// any other line.
  static func importedModule(_ line: String) -> String? {
    var words = line.split(separator: " ")[...]
    while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
    guard words.first == "import", words.count >= 2 else { return nil }
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    let path =
      kinds.contains(words[words.startIndex + 1]) ? words.dropFirst(2).first : words.dropFirst().first
    return path.map { String($0.prefix { $0 != "." }) }
  }
}
