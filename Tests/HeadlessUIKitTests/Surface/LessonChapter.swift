import Foundation

/// A chapter's lesson code (Kit, Steps, Exercise) as the surface reads it.
struct LessonChapter {
  struct File {
    /// Repository-relative: `Chapters/05-Recipes/Steps/5-Diffable/RecipeCell.swift`.
    let path: String
    let reader: LessonReader

    /// A storyboard's, nib's or data model's translation, the app's launch, or the Kit's World:
    /// not iOS code, exempt from the surface (they stand in for Xcode's editors and the system).
    var isTranslation: Bool {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return name.hasSuffix(".storyboard.swift") || name.hasSuffix(".xib.swift") || name == "Info.plist.swift"
        || name.hasSuffix(".xcdatamodeld.swift") || isWorld
    }

    /// The Kit's World (`FoodTrackerWorld.swift`): the harness's side of the device, which the
    /// design keeps in the Kit.
    var isWorld: Bool { path.contains("/Kit/") && path.hasSuffix("World.swift") }

    /// Whether it is a step's or the exercise's file, not the chapter's scenery (Kit).
    var isStepOrExercise: Bool { !path.contains("/Kit/") }
  }

  let folder: String
  let files: [File]
  let deploymentTarget: DeploymentTarget?
  /// The names the chapter's own code declares with `let`, `var` or `case`: a member access
  /// of one of them (`meal.name`) may mean the chapter's and is not checked.
  let declaredMembers: Set<String>
  /// Every name the chapter's code declares: a name used alone may mean one of them.
  let declaredNames: Set<String>

  init(folder: String, files: [(path: String, source: String)], readme: String?) {
    self.folder = folder
    self.files = files.map { File(path: $0.path, reader: LessonReader(source: $0.source, file: $0.path)) }
    deploymentTarget = readme.flatMap(DeploymentTarget.init(readme:))
    declaredMembers = self.files.reduce(into: []) { $0.formUnion($1.reader.declaredMembers) }
    declaredNames = self.files.reduce(into: []) { $0.formUnion($1.reader.declaredNames) }
  }

  /// Every chapter folder of the repository.
  static func all() throws -> [LessonChapter] {
    let chapters = repositoryRoot.appending(path: "Chapters")
    let folders = try FileManager.default.contentsOfDirectory(atPath: chapters.path).filter {
      $0.first?.isNumber == true
    }
    return try folders.sorted().map { folder in
      let root = chapters.appending(path: folder)
      let files = try ["Kit", "Steps", "Exercise"].flatMap { part in
        try SurfaceCheck.swiftFiles(under: root.appending(path: part)).map { url in
          (
            path: "Chapters/\(folder)/" + url.path.dropFirst(root.path.count + 1),
            source: try String(contentsOf: url, encoding: .utf8)
          )
        }
      }
      let readme = try? String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
      return LessonChapter(folder: "Chapters/\(folder)", files: files, readme: readme)
    }
  }

  /// Every use outside the translations, those of names the chapter declares too: what may
  /// mean a listed declaration.
  var possibleUses: [LessonUse] { files.filter { !$0.isTranslation }.flatMap(\.reader.uses) }

  /// The uses the surface checks: outside the translations; a member access (receiver
  /// unknown) of a name the chapter declares as a property may be the chapter's, and so may a
  /// name used alone that the chapter declares in any way: both are left out.
  var checkedUses: [LessonUse] {
    files.filter { !$0.isTranslation }.flatMap(\.reader.uses).filter { use in
      switch use.form {
      case .member: return use.container != nil || !declaredMembers.contains(use.name)
      case .implicitMember: return !declaredNames.contains(use.name)
      default: return true
      }
    }
  }

  /// The `listed` and `available` findings.
  func surfaceFindings(_ check: SurfaceCheck) -> [SurfaceFinding] {
    guard let deploymentTarget else {
      return [
        SurfaceFinding(
          rule: .available, file: "\(folder)/README.md", line: 1, declaration: "deployment target",
          message: "the lesson declares no line starting `\(DeploymentTarget.linePrefix) iOS N.N`")
      ]
    }
    return check.findings(for: checkedUses, target: deploymentTarget.target(forFile:))
  }
}
