import Foundation

/// The surface's checks: the lessons' uses against the list and their chapters' deployment
/// targets, HeadlessUIKit's declarations against the list, and the translations kept in
/// their files.
struct SurfaceCheck {
  let list: SurfaceList
  let headless: [SourceDeclaration]
  private let headlessTypes: Set<String>
  private let headlessSuperclasses: [String: String]
  private let listSuperclasses: [String: String]
  /// By name (a type's own name, `init` for initialisers): a use is matched only against
  /// declarations of its name.
  private let headlessByName: [String: [SourceDeclaration]]
  private let entriesByName: [String: [SurfaceList.Entry]]
  /// The list's protocols' paths.
  private let protocols: Set<String>

  /// The modules whose declarations the list must hold.
  static let modules = ["HeadlessUIKit", "HeadlessCoreData"]

  init(list: SurfaceList, headless: [SourceDeclaration]) {
    self.list = list
    // Apple's declaration of a class names its superclass only: a HeadlessUIKit class's
    // inheritance clause is read the same way, its first entry kept only when it is a class.
    let classes = Set(
      (headless.map(\.declaration) + list.entries.map(\.declaration)).filter { $0.kind == .class }.map(\.name)
    )
    .union(["NSObject"])
    let headless = Self.resolvingAliases(headless).map { source in
      var source = source
      if source.declaration.kind == .class, let first = source.declaration.inherits.first,
        !classes.contains(first.split(separator: "<").first.map(String.init) ?? first)
      {
        source.declaration.inherits = []
      }
      return source
    }
    self.headless = headless
    headlessTypes = Set(headless.filter(\.declaration.isType).map(\.path))
    headlessSuperclasses = Self.superclasses(headless.map { ($0.path, $0.declaration) })
    listSuperclasses = Self.superclasses(list.entries.map { ($0.path, $0.declaration) })
    headlessByName = Dictionary(grouping: headless, by: \.declaration.name)
    entriesByName = Dictionary(grouping: list.entries, by: \.declaration.name)
    protocols = Set(list.entries.filter { $0.declaration.kind == .protocol }.map(\.path))
  }

  /// HeadlessUIKit's declarations with the type aliases of their own container spelt out
  /// (`Snapshot` in `UITableViewDiffableDataSource` is `NSDiffableDataSourceSnapshot<…>`).
  private static func resolvingAliases(_ headless: [SourceDeclaration]) -> [SourceDeclaration] {
    let spelt = SurfaceType.spellingOutAliases(headless.map { ($0.container, $0.declaration) })
    return zip(headless, spelt).map { source, declaration in
      var source = source
      source.declaration = declaration
      return source
    }
  }

  /// The name a use's declaration has: a type's last component, otherwise the use's name.
  private static func lookupName(_ use: LessonUse) -> String {
    use.form == .type ? String(use.name.split(separator: ".").last ?? "") : use.name
  }

  /// Reads the list and the modules' sources from the repository.
  static func fromRepository() throws -> SurfaceCheck {
    let files = modules.flatMap { swiftFiles(under: repositoryRoot.appending(path: "Sources/\($0)")) }
    return SurfaceCheck(
      list: try SurfaceList(), headless: lookAlikes(try SourceDeclaration.read(files: files)))
  }

  /// What the standard library's protocols ask for (`RawRepresentable`, `CustomStringConvertible`,
  /// `Hashable`): a lesson's `.rawValue` of its own enum is not a use of UIKit's.
  static let standardLibraryMembers: Set<String> = [
    "rawValue", "init(rawValue:)", "description", "debugDescription", "hashValue", "hash(into:)",
  ]

  /// The declarations that stand for UIKit's, Core Data's and Foundation's: UI… and NS… types
  /// and what extensions add to Foundation's. HeadlessUIKit's own types (the automation face:
  /// `HeadlessApp`, `Screen`, the snapshots) are left out: a lesson's `.height` or
  /// `.description` is not a use of `TableSnapshot.Cell.height`.
  static func lookAlikes(_ declarations: [SourceDeclaration]) -> [SourceDeclaration] {
    let ownTypes = Set(
      declarations.filter { $0.declaration.isType && $0.container.isEmpty }.map(\.declaration.name)
        .filter { !$0.hasPrefix("UI") && !$0.hasPrefix("NS") })
    return declarations.filter { declaration in
      let root = declaration.path.split(separator: ".").first.map(String.init) ?? ""
      return !ownTypes.contains(root) && !standardLibraryMembers.contains(declaration.declaration.key)
    }
  }

  private static func module(of file: String) -> String {
    modules.first { file.contains("Sources/\($0)/") } ?? "HeadlessUIKit"
  }

  private static func superclasses(_ declarations: [(String, SurfaceDeclaration)]) -> [String: String] {
    var result: [String: String] = [:]
    for (path, declaration) in declarations where declaration.kind == .class {
      result[path] = declaration.inherits.first
    }
    return result
  }

  /// A type and its superclasses, nearest first.
  private static func ancestors(_ type: String, _ superclasses: [String: String]) -> [String] {
    var chain = [type]
    while let next = superclasses[chain[chain.count - 1]], !chain.contains(next) { chain.append(next) }
    return chain
  }

  // MARK: The lessons

  /// Whether the use means a HeadlessUIKit or HeadlessCoreData declaration.
  func isHeadless(_ use: LessonUse) -> Bool {
    switch use.form {
    case .type:
      return headlessTypes.contains(use.name)
        || headlessByName[use.name, default: []].contains {
          $0.container.isEmpty && $0.declaration.kind == .var
        }
    case .call where use.name == "init" && headlessTypes.contains(use.container ?? ""): return true
    default:
      return headlessByName[Self.lookupName(use), default: []].contains {
        use.matches($0.declaration, in: $0.container, ancestors: headlessAncestors)
      }
    }
  }

  private func headlessAncestors(_ type: String) -> [String] { Self.ancestors(type, headlessSuperclasses) }
  private func listAncestors(_ type: String) -> [String] { Self.ancestors(type, listSuperclasses) }

  /// The list's entries the use may mean.
  func entries(for use: LessonUse) -> [SurfaceList.Entry] {
    entriesByName[Self.lookupName(use), default: []].filter {
      use.matches($0.declaration, in: $0.container, ancestors: listAncestors)
    }
  }

  /// A lesson's findings for the `listed` and `available` rules.
  func findings(for uses: [LessonUse], target: (String) -> OperatingSystemVersion) -> [SurfaceFinding] {
    uses.filter(isHeadless).compactMap { use in
      let entries = entries(for: use)
      guard let earliest = entries.map(\.introduced).min(by: { $1 > $0 }) else {
        return SurfaceFinding(
          rule: .listed, file: use.file, line: use.line, declaration: use.description,
          message:
            "HeadlessUIKit declares \(headlessCandidates(for: use)); the list has no such UIKit declaration")
      }
      guard earliest > target(use.file) else { return nil }
      let entry = entries.first { $0.introduced == earliest }!
      return SurfaceFinding(
        rule: .available, file: use.file, line: use.line, declaration: use.description,
        message: "the list says \(entry.path) is \(earliest.text) (\(entry.documentation)); the deployment "
          + "target here is \(target(use.file).text)")
    }
  }

  private func headlessCandidates(for use: LessonUse) -> String {
    let candidates = headlessByName[Self.lookupName(use), default: []].filter {
      use.matches($0.declaration, in: $0.container, ancestors: headlessAncestors)
    }
    guard !candidates.isEmpty else { return use.container ?? use.name }
    return candidates.prefix(3).map { "\($0.path) (\($0.file):\($0.line))" }.joined(separator: ", ")
  }

  /// The listed declarations no use reaches: not what a lesson may use (a name the chapter
  /// declares too counts), nor the type or a superclass of what one uses.
  func unusedEntries(_ uses: [LessonUse]) -> [SurfaceFinding] {
    var used = Set(uses.filter(isHeadless).flatMap { entries(for: $0) }.map(\.path))
    for path in used {
      let parts = path.split(separator: ".").map(String.init)
      for end in parts.indices { used.formUnion(listAncestors(parts[...end].joined(separator: "."))) }
    }
    // A type alias is used where a used declaration names it (`handler: UIActionHandler`).
    let usedText = list.entries.filter { used.contains($0.path) }.map(\.written).joined(separator: "\n")
    let isUsedAlias = { (entry: SurfaceList.Entry) in
      entry.declaration.kind == .typealias && usedText.contains(entry.declaration.name)
    }
    return list.entries.filter { !used.contains($0.path) && !isUsedAlias($0) }.map { entry in
      SurfaceFinding(
        rule: .used, file: "docs/UIKitSurface.tsv", line: entry.line, declaration: entry.path,
        message: "no lesson uses it: the list holds what the lessons use")
    }
  }

  // MARK: HeadlessUIKit

  /// Every listed declaration HeadlessUIKit lacks or declares otherwise.
  func declarationFindings() -> [SurfaceFinding] {
    list.entries.compactMap { entry in
      // Where HeadlessUIKit declares a member lower in the hierarchy than UIKit (on UIView
      // what UIKit declares on NSObject), the declaration still has to be UIKit's.
      let sameKey = headlessByName[entry.declaration.name, default: []].filter {
        $0.declaration.key == entry.declaration.key
      }
      let inPlace = sameKey.filter { $0.container == entry.container }
      let candidates = inPlace.isEmpty && !entry.declaration.isType ? sameKey : inPlace
      let listFile = "docs/UIKitSurface.tsv"
      // Foundation declares these on Linux too (`NSObject`, `NSAttributedString.Key`).
      let isFoundations = ["/documentation/ObjectiveC/", "/documentation/Foundation/"].contains {
        entry.documentation.hasPrefix($0)
      }
      if candidates.isEmpty, isFoundations { return nil }
      guard !candidates.isEmpty else {
        return SurfaceFinding(
          rule: .sameAsUIKit, file: listFile, line: entry.line, declaration: entry.path,
          message: "HeadlessUIKit and HeadlessCoreData have no such declaration; the list: \(entry.written)")
      }
      // A protocol requirement cannot have default arguments in Swift; Apple's pages show the
      // imported Objective-C method's (`launchOptions: … = nil`).
      let isRequirement = protocols.contains(entry.container)
      if let same = candidates.first(where: {
        Self.sameShape($0.declaration, entry.declaration, ignoringDefaults: isRequirement)
      }) {
        // Swift has no open initialisers: a subclass overrides a public one.
        guard entry.isOpen, entry.declaration.kind != .`init`, !same.declaration.modifiers.contains("open")
        else { return nil }
        return SurfaceFinding(
          rule: .sameAsUIKit, file: same.file, line: same.line, declaration: entry.path,
          message: "not open; UIKit documents subclassing or overriding it (\(entry.documentation))")
      }
      let found = candidates[0]
      return SurfaceFinding(
        rule: .sameAsUIKit, file: found.file, line: found.line, declaration: entry.path,
        message: "\(Self.module(of: found.file)) declares `\(found.declaration.shape)`; the list says "
          + "`\(entry.declaration.shape)`, written `\(entry.written)`")
    }
  }

  /// The same shape, or the same once nested types are named without their enclosing types:
  /// HeadlessUIKit may write `State` in `UIButton` where UIKit writes `UIControl.State`. (So
  /// `UITableView.SeparatorStyle` passes for `UITableViewCell.SeparatorStyle`: a limit.)
  static func sameShape(
    _ left: SurfaceDeclaration, _ right: SurfaceDeclaration, ignoringDefaults: Bool = false
  ) -> Bool {
    let shapes = [left.shape, right.shape].map {
      ignoringDefaults ? $0.replacingOccurrences(of: " = default", with: "") : $0
    }
    return shapes[0] == shapes[1] || unqualified(shapes[0]) == unqualified(shapes[1])
  }

  private static func unqualified(_ shape: String) -> String {
    shape.replacingOccurrences(
      of: #"\b[A-Z][A-Za-z0-9_]*(<[^<>]*>)?\."#, with: "", options: .regularExpression)
  }

  static func swiftFiles(under folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    return files.sorted { $0.path < $1.path }
  }
}
