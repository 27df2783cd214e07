import Testing

@testable import SwiftScanning

struct SwiftDeclarationTests {
  /// The first declaration of a file: its name and what it adopts. A nested extension is named by
  /// its last component, as goals and metrics look types up; `Foo.init(…)` declares nothing.
  @Test(arguments: [
    ("extension Outer.Inner: Shelf {}", "Inner", ["Shelf"]),
    ("struct Meal: Codable, Equatable { var name: String }", "Meal", ["Codable", "Equatable"]),
    ("let meal = Meal.init(name: \"Pizza\")\nprivate func save() {}", "meal", []),
    ("final class Cell: UITableViewCell {}", "Cell", ["UITableViewCell"]),
  ])
  func aDeclarationIsNamedAsGoalsLookItUp(source: String, name: String, inherited: [String]) throws {
    let file = try #require(SwiftSources(files: ["A.swift": source]).files.first)
    let first = try #require(file.declarations.first)
    #expect(first.name == name)
    #expect(first.inherited == inherited)
    #expect(!file.declarations.contains { $0.name == "init" })
  }
}
