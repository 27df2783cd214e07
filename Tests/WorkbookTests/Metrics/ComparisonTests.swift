import Foundation
import Testing

@testable import SwiftScanning
@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook compare`: what it measures in a variant's sources, from the massive start to a leaf.
struct ComparisonTests {
  static let screen = ScreenVocabulary(names: [
    "UIResponder", "UIView", "UIViewController", "UITableViewController",
  ])

  static let massive = SwiftSources(files: [
    "ItemsViewController.swift": """
    final class ItemsViewController: UITableViewController {
      private var items: [String] = []
      private let store = ItemStore()

      override func viewDidLoad() {
        super.viewDidLoad()
        items = store.load()
        items.sort()
        tableView.reloadData()
      }
    }

    """,
    "ItemCell.swift": """
    final class ItemCell: UIView {
      func viewDidLoad() {
        super.viewDidLoad()
      }
    }

    """,
  ])

  static let presented = SwiftSources(files: [
    "ItemsViewController.swift": """
    final class ItemsViewController: UITableViewController, ItemsView {
      private let presenter = ItemsPresenter()

      override func viewDidLoad() {
        super.viewDidLoad()
        presenter.view = self
        presenter.viewDidLoad()
      }

      func show(_ items: [String]) {
        tableView.reloadData()
      }
    }

    """,
    "ItemsPresenter.swift": """
    protocol ItemsView: AnyObject {
      func show(_ items: [String])
    }

    final class ItemsPresenter {
      weak var view: ItemsView?
      private var items: [String] = []
      private let store = ItemStore()

      func viewDidLoad() {
        items = store.load()
        items.sort()
        view?.show(items)
      }
    }

    """,
    "ItemCell.swift": """
    final class ItemCell: UIView {
      func viewDidLoad() {
        super.viewDidLoad()
      }
    }

    """,
  ])

  @Test func aLeafIsMeasuredAgainstTheMassiveStart() {
    let root = TypeMap(Self.massive)
    let leaf = SourceMeasures(
      TypeMap(Self.presented), root: root, controller: "ItemsViewController", screen: Self.screen)
    #expect(leaf.controller == .init(name: "ItemsViewController", lines: 9))
    #expect(leaf.largestType == .init(name: "ItemsViewController", lines: 9))
    #expect((leaf.files, leaf.types, leaf.protocols) == (3, 3, 1))
    #expect(leaf.testable == [.init(name: "ItemsPresenter", doubles: ["ItemsView"])])
    #expect(leaf.doubles == ["ItemsView"])
    #expect(
      leaf.movedTo == [.init(name: "ItemsPresenter", lines: 4)],
      "items, store, load, sort moved; the cell's own super.viewDidLoad() was never the controller's")
    #expect(leaf.moved == 4)

    let start = SourceMeasures(root, root: root, controller: "ItemsViewController", screen: Self.screen)
    #expect(start.controller == .init(name: "ItemsViewController", lines: 8))
    #expect(start.testable.isEmpty && start.moved == 0)
  }

  @Test func aTypeThatNamesAScreenTypeOfItsOwnSourcesIsNotTestableWithoutAScreen() {
    let sources = SwiftSources(files: [
      "Router.swift": """
      final class ItemsRouter {
        weak var viewController: ItemsViewController?
      }
      final class ItemsViewController: UIViewController {}
      struct Item { let name: String; func shout() -> String { name } }
      struct Note { let text: String }
      protocol Showing { func show(_ cell: ItemCell) }
      final class Shower { let showing: Showing }
      final class ItemCell: UIView {}

      """
    ])
    let map = TypeMap(sources)
    let measures = SourceMeasures(map, root: map, controller: nil, screen: Self.screen)
    #expect(
      measures.testable.map(\.name) == ["Item"],
      "the router, and what names a protocol that names a cell, are on screen; Note only carries data")
  }

  @Test func nestedTypesAreCountedByTheirQualifiedNamesAndExtensionsJoinTheirType() {
    let sources = SwiftSources(files: [
      // Sorts before the cell's own file: the extension still joins the nested type.
      "ItemCell+ViewData.swift": """
      extension ItemCell.ViewData {
        init(name: String) { self.name = name.uppercased() }
      }

      """,
      "ItemCell.swift": """
      final class ItemCell: UIView {
        struct ViewData { let name: String }
        var viewData: ViewData?
      }

      """,
      "Models.swift": """
      enum ListItems {
        enum Fetch { struct Request {}; struct Response { func count() -> Int { 0 } } }
        enum Delete { struct Request { func id() -> Int { 1 } } }
      }

      """,
    ])
    let map = TypeMap(sources)
    #expect(
      map.types.map(\.name) == [
        "ItemCell", "ItemCell.ViewData", "ListItems", "ListItems.Fetch", "ListItems.Fetch.Request",
        "ListItems.Fetch.Response", "ListItems.Delete", "ListItems.Delete.Request",
      ])
    let measures = SourceMeasures(map, root: map, controller: nil, screen: Self.screen)
    #expect(
      measures.testable.map(\.name) == [
        "ItemCell.ViewData", "ListItems.Fetch.Response", "ListItems.Delete.Request",
      ],
      "naming the cell a view data is nested in is not using the cell")
  }

  @Test func theScreenIsHeadlessUIKitsRespondersAndTheProtocolsNamedAfterThem() throws {
    let root = PackageRoot.url
    let screen = try ScreenVocabulary(headlessUIKit: root.appendingPathComponent("Sources/HeadlessUIKit"))
    for name in [
      "UIView", "UITableViewController", "UIAlertController", "UIWindow", "UITableViewCell",
      "UITableViewDataSource", "UITextFieldDelegate",
    ] {
      #expect(screen.names.contains(name), "\(name)")
    }
    for name in ["UIImage", "UIColor", "IndexPath", "UIAction", "NSDiffableDataSourceSnapshot"] {
      #expect(!screen.names.contains(name), "\(name)")
    }
  }
}

/// Which leaves the comparison measures: a step kept for its failure is not an architecture; a
/// leaf declared to fail on one path that ends a refactoring is one.
@MainActor
struct ComparisonLeavesTests {
  @Test func aStepKeptForItsFailureIsLeftOutButAnArchitecturesLeafIsNot() throws {
    let failing = ["5-Miscounted", "4-Reversed"].map {
      ExpectedFailure(variant: $0, scenarios: ["add-items"], crash: .fault("x"), reason: "as published")
    }
    let presenter = Architecture(
      "MVP", recognisedBy: [.declares(.type("ItemsPresenter"))], goals: [], metBy: ["4-Reversed"])
    let book = try ShelfBook(expectedFailures: failing, architectures: [presenter])
    defer { book.remove() }
    #expect(Chapter(book.catalog).leaves.map(\.id) == ["3-kept", "4-reversed"])
    #expect(book.catalog.isKeptForItsFailure(book.variant("5-miscounted")))
    #expect(!book.catalog.isKeptForItsFailure(book.variant("4-reversed")), "MVP ends there")
    #expect(!book.catalog.isKeptForItsFailure(book.variant("3-kept")), "not declared to fail")
  }
}
