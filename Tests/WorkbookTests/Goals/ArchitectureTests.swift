import Foundation
import Testing

@testable import SwiftScanning
@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookTesting

/// A chapter whose exercise may end in more than one architecture: `verify` recognises which one
/// the sources are becoming and checks that one's goals; the catalog and the conformance checks
/// hold each architecture to its own leaves.
@MainActor
struct ArchitectureTests {
  static let dataSource = Architecture(
    "Data source", recognisedBy: [.declares(.type("ItemsDataSource"))],
    goals: [
      RefactoringGoal("The controller keeps no items", .lacks(["items"], in: .type("ItemsViewController")))
    ],
    metBy: ["1-Tidied"])
  static let presenter = Architecture(
    "MVP", recognisedBy: [.declares(.type("ItemsPresenter")), .declares(.protocol("ItemsView"))],
    goals: [
      RefactoringGoal("The presenter tells a view", .declares(.property("view"), in: .type("ItemsPresenter")))
    ],
    metBy: ["4-Reversed"])
  static let common = RefactoringGoal("Short", .atMost(40, linesIn: .everywhere))

  @Test func theFirstArchitectureRecognisedBringsItsGoals() {
    let sources = SwiftSources(files: ["ItemsPresenter.swift": ShelfBook.presenter])
    let checkup = GoalCheckup(
      goals: [Self.common], architectures: [Self.dataSource, Self.presenter], sources: sources)
    #expect(checkup.architecture == "MVP")
    #expect(
      checkup.results.map(\.statement) == [
        "Short",
        "Refactored to MVP (recognised by a type named ItemsPresenter; a protocol named ItemsView)",
        "The presenter tells a view",
      ])
    #expect(checkup.results.allSatisfy { $0.isMet })
  }

  @Test func untilOneIsRecognisedItSaysWhatWouldRecogniseEach() {
    let sources = SwiftSources(files: ["ItemsPresenter.swift": "final class ItemsPresenter {}\n"])
    let checkup = GoalCheckup(
      goals: [Self.common], architectures: [Self.dataSource, Self.presenter], sources: sources)
    #expect(checkup.architecture == nil)
    #expect(checkup.results.map(\.statement) == ["Short", "Refactored to one of: Data source, MVP"])
    #expect(
      checkup.results[1].findings == [
        "Data source is recognised by a type named ItemsDataSource",
        "MVP is recognised by a type named ItemsPresenter; a protocol named ItemsView",
      ])
    let plain = GoalCheckup(goals: [Self.common], architectures: [], sources: sources)
    #expect(plain.results.map(\.statement) == ["Short"], "no architectures, no recognition goal")
  }

  @Test func aCatalogRejectsArchitecturesThatCannotFailOrNameNothing() throws {
    let nothing = Architecture("Nothing", recognisedBy: [], goals: [RefactoringGoal("Empty", [])], metBy: [])
    let stray = Architecture("MVP", recognisedBy: [.declares(.type("X"))], goals: [], metBy: ["9-Gone"])
    let book = try ShelfBook(architectures: [nothing, stray, stray])
    defer { book.remove() }
    #expect(
      book.catalog.problems == [
        "architecture \"MVP\" is declared twice",
        "architecture \"Nothing\" is recognised by no check: it would be recognised everywhere",
        "architecture \"Nothing\" is met by no variant",
        "goal \"Empty\" of Nothing has no checks: it would always be met",
        "architecture \"MVP\" is said to be met by an unknown variant \"9-gone\"",
        "architecture \"MVP\" is said to be met by an unknown variant \"9-gone\"",
      ])
  }

  @Test func eachArchitectureIsAbsentAtTheRootAndRecognisedOnItsLeaves() throws {
    let book = try ShelfBook(
      goals: [Self.common], goalsMetBy: ["1-Tidied"], architectures: [Self.dataSource, Self.presenter])
    defer { book.remove() }
    let problems = try Dictionary(
      uniqueKeysWithValues: book.catalog.conformanceChecks.filter { !$0.name.hasPrefix("transcript") }
        .map { ($0.name, try $0.problems()) })
    #expect(problems["MVP is not there yet on 0-listed"] == [])
    #expect(problems["4-reversed is recognised as MVP"] == [])
    #expect(problems["goals hold on 4-reversed"] == [])
    #expect(
      problems["goals hold on 1-tidied"] == [
        "The controller keeps no items: [\"Chapters/99-Shelf/Steps/1-Tidied/ItemsViewController.swift:2: items — private var items: [String] = []\"]"
      ], "the data source's goal is not met on its leaf")

    // An architecture already there at the root, and a leaf recognised as another one.
    let everywhere = Architecture(
      "Controller", recognisedBy: [.declares(.type("ItemsViewController"))], goals: [Self.common],
      metBy: ["4-Reversed"])
    let wrong = try ShelfBook(
      goals: [Self.common], goalsMetBy: ["1-Tidied"], architectures: [everywhere, Self.presenter])
    defer { wrong.remove() }
    let found = try Dictionary(
      uniqueKeysWithValues: wrong.catalog.conformanceChecks.filter { !$0.name.hasPrefix("transcript") }
        .map { ($0.name, try $0.problems()) })
    #expect(
      found["Controller is not there yet on 0-listed"] == [
        "Controller is already recognised on 0-listed", "Short: already met on 0-listed",
      ])
    #expect(found["4-reversed is recognised as MVP"] == ["recognised as Controller, not MVP"])
  }
}
