import Testing

/// The surface's checks shown red: each fixture puts back one slip the issue names (or one
/// like it) in a small piece of HeadlessUIKit or lesson source, and the checks must name it.
@Suite struct SurfaceFixtureTests {
  struct Fixture: Sendable, CustomTestStringConvertible {
    let name: String
    /// HeadlessUIKit source standing in for the module's declarations of the same paths.
    var headless = ""
    var lesson = ""
    var lessonFile = "Chapters/99-Fixture/Steps/0-Massive/MealTableViewController.swift"
    let rule: SurfaceFinding.Rule
    let mentioning: String

    var testDescription: String { name }
  }

  static let fixtures: [Fixture] = [
    Fixture(
      name: "AnyObject where UIKit says NSObjectProtocol",
      headless: "@MainActor public protocol UITableViewDataSource: AnyObject {}",
      rule: .sameAsUIKit, mentioning: "protocol UITableViewDataSource : AnyObject"),
    Fixture(
      name: "a superclass UIKit does not have",
      headless: "@MainActor open class UIResponder {}",
      rule: .sameAsUIKit, mentioning: "UIResponder"),
    Fixture(
      name: "an optional result made non-optional",
      headless: """
        extension UITableView {
          public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell { fatalError() }
        }
        """,
      rule: .sameAsUIKit, mentioning: "dequeueReusableCell(withIdentifier:)"),
    Fixture(
      name: "a throwing method that does not throw",
      headless: "extension NSManagedObjectContext { public func save() {} }",
      rule: .sameAsUIKit, mentioning: "NSManagedObjectContext.save()"),
    Fixture(
      name: "an invented initialiser",
      headless: """
        extension UITableViewCell {
          public convenience init(identifier: String) { self.init(style: .default, reuseIdentifier: identifier) }
        }
        """,
      lesson: "let cell = UITableViewCell(identifier: \"MealTableViewCell\")",
      rule: .listed, mentioning: "UITableViewCell.init(identifier:)"),
    Fixture(
      name: "the storyboard builder in a controller",
      lesson: "let storyboard = UIStoryboard(name: \"Main\", initialScene: \"meals\", scenes: [])",
      rule: .translations, mentioning: "UIStoryboard.init(name:initialScene:scenes:)"),
    Fixture(
      name: "an iOS 15 call under an iOS 13 target",
      lesson: "let kind = dataSource.sectionIdentifier(for: section)",
      lessonFile: "Chapters/99-Fixture/Steps/5-Diffable/RecipeTableViewController.swift",
      rule: .available, mentioning: "iOS 15.0"),
    Fixture(
      name: "the World in a controller",
      lesson: "let now = FoodTrackerWorld.current.clock.now",
      rule: .translations, mentioning: "FoodTrackerWorld"),
    Fixture(
      name: "the app made by lesson code",
      lesson: "public func makeAppDelegate(in world: FoodTrackerWorld) -> AppDelegate { AppDelegate() }",
      lessonFile: "Chapters/99-Fixture/Steps/0-Massive/AppDelegate.swift",
      rule: .translations, mentioning: "makeAppDelegate"),
  ]

  static let readme = "Deployment target: iOS 14.0; the `5-Diffable` branch: iOS 13.0."

  /// The repository's list and HeadlessUIKit's declarations, read once for every fixture: each
  /// read them again, half of HeadlessUIKitTests' time (issue 27).
  static let repository = Result { try SurfaceCheck.fromRepository() }.mapError {
    SurfaceReadError(message: "\($0)")
  }

  static func findings(_ fixture: Fixture) throws -> [SurfaceFinding] {
    let real = try repository.get()
    let replacements = SourceDeclaration.read(
      source: fixture.headless, file: "Sources/HeadlessUIKit/Fixture.swift")
    let replaced = Set(replacements.map(\.path))
    let check = SurfaceCheck(
      list: real.list, headless: real.headless.filter { !replaced.contains($0.path) } + replacements)
    let chapter = LessonChapter(
      folder: "Chapters/99-Fixture", files: [(fixture.lessonFile, fixture.lesson)], readme: readme)
    return check.declarationFindings().filter { $0.file.hasSuffix("Fixture.swift") }
      + chapter.surfaceFindings(check) + chapter.translationFindings()
  }

  @Test(arguments: fixtures)
  func isRejected(_ fixture: Fixture) throws {
    let findings = try Self.findings(fixture)
    #expect(
      findings.contains { $0.rule == fixture.rule && $0.description.contains(fixture.mentioning) },
      "\(findings.map(\.description))")
  }

  @Test func aTranslationMayNameTheWorld() throws {
    var fixture = Self.fixtures.first { $0.name == "the World in a controller" }!
    fixture.lessonFile = "Chapters/99-Fixture/Steps/0-Massive/Main.storyboard.swift"
    #expect(try Self.findings(fixture).isEmpty)
  }
}
