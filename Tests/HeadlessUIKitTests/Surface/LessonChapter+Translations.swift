/// The translations rule: outside the files that translate Interface Builder and the launch,
/// a step names neither the workbook's World nor its app-making entry point, nor the
/// translations' own API, nor imports the harness.
extension LessonChapter {
  /// The translations' API in HeadlessUIKit: types, and members given by their path.
  static let translationTypes: Set<String> = [
    "UIStoryboard.Scene", "UIStoryboard.Segue", "UINib.File", "UIMainStoryboardFile", "UIBundleNibFiles",
    // HeadlessInterfaceBuilder's, and the automation face's entry point.
    "StoryboardFile", "NibFile", "AppBundle", "HeadlessApp",
  ]
  /// Modules a step may not import: the harness, the scenery's World, the translations'.
  static let harnessModules: Set<String> = [
    "Workbook", "WorkbookTesting", "WorkbookRunner", "WorldKit", "HeadlessInterfaceBuilder",
  ]

  func translationFindings() -> [SurfaceFinding] {
    files.filter { $0.isStepOrExercise && !$0.isTranslation }.flatMap { file in
      let imports = file.reader.imports.filter { Self.harnessModules.contains($0.module) }.map { item in
        SurfaceFinding(
          rule: .translations, file: file.path, line: item.line, declaration: "import \(item.module)",
          message:
            "only the translations import it (Main.storyboard.swift, *.xib.swift, Info.plist.swift)"
        )
      }
      return imports
        + file.reader.uses.compactMap { use in
          Self.translationMessage(for: use).map {
            SurfaceFinding(
              rule: .translations, file: file.path, line: use.line, declaration: use.description, message: $0)
          }
        }
    }
  }

  private static func translationMessage(for use: LessonUse) -> String? {
    let typeName = use.form == .type ? use.name.split(separator: ".").last.map(String.init) ?? use.name : ""
    if typeName.hasSuffix("World") {
      return
        "the World is the harness's: lesson code reads the device (Date(), Calendar.current, FileManager…)"
    }
    if use.name == "makeAppDelegate" {
      return "the app is made by its launch (Info.plist.swift), not by lesson code"
    }
    if use.container == "UIStoryboard", use.name == "main" || isStoryboardBuilder(use) {
      return "the storyboard's translation belongs in Main.storyboard.swift"
    }
    if use.form == .type, translationTypes.contains(use.name) {
      return "the translations' API belongs in the file named after what it translates"
    }
    return nil
  }

  private static func isStoryboardBuilder(_ use: LessonUse) -> Bool {
    guard case .call(let labels, _) = use.form, use.name == "init" else { return false }
    return labels.contains("scenes") || labels.contains("initialScene")
  }
}
