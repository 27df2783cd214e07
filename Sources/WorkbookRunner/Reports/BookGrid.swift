import Foundation
import Workbook

/// The book's grid, what `workbook compare` prints with no chapter: a row per chapter, a column
/// per architecture ("Massive", "MVP", "VIP", "View data", "Theme", then each chapter's own),
/// each cell the leaf where the chapter ends in that architecture, with two of its measures.
public struct BookGrid: Codable, Sendable, Equatable {
  /// One architecture of one chapter: its leaf, measured.
  public struct Cell: Codable, Sendable, Equatable {
    public let architecture: String
    public let variant: String
    /// Lines of the massive controller's type in the leaf (nil: the leaf has none).
    public let controllerLines: Int?
    public let typesTestableWithoutAScreen: Int
  }

  /// A chapter: its massive start, the book's architectures it has, and its own.
  public struct Row: Codable, Sendable, Equatable {
    public let number: String
    public let chapter: String
    public let massive: Cell
    /// The book's architectures it has, by name ("MVP"); those it lacks are absent.
    public let book: [String: Cell]
    /// The architectures only this chapter has, in its catalog's order.
    public let own: [Cell]
  }

  /// The columns after "Massive": the book's architectures, then the chapters' own.
  public static let columns = ArchitectureComparison.bookArchitectures + [ownColumn]
  public static let ownColumn = "The chapter's own"

  public let rows: [Row]

  public init(_ comparisons: [ArchitectureComparison]) {
    rows = comparisons.compactMap(Self.row)
  }

  private static func row(_ comparison: ArchitectureComparison) -> Row? {
    let cells = comparison.columns.map { column in
      Cell(
        architecture: column.name, variant: column.variant,
        controllerLines: column.measures.controller?.lines,
        typesTestableWithoutAScreen: column.measures.testable.count)
    }
    guard let massive = cells.first else { return nil }
    let rest = cells.dropFirst()
    let names = Set(ArchitectureComparison.bookArchitectures)
    var book: [String: Cell] = [:]
    for cell in rest where names.contains(cell.architecture) && book[cell.architecture] == nil {
      book[cell.architecture] = cell
    }
    let own = rest.filter { book[$0.architecture] != $0 }
    return Row(number: comparison.number, chapter: comparison.chapter, massive: massive, book: book, own: own)
  }

  /// A cell's text: "4-mvp · 57 lines · 2 testable"; the chapter's own cells name their
  /// architecture first. "–" where the chapter has none.
  static func text(_ cells: [Cell], naming: Bool = false) -> String {
    guard !cells.isEmpty else { return "–" }
    return cells.map { cell in
      let lines = cell.controllerLines.map { "\($0) lines" } ?? "no controller"
      return (naming ? "\(cell.architecture): " : "")
        + "\(cell.variant) · \(lines) · \(cell.typesTestableWithoutAScreen) testable"
    }.joined(separator: "; ")
  }

  /// A row's cells as text, in the columns' order.
  func texts(_ row: Row) -> [String] {
    ["\(row.number) \(row.chapter)", Self.text([row.massive])]
      + ArchitectureComparison.bookArchitectures.map { Self.text(row.book[$0].map { [$0] } ?? []) }
      + [Self.text(row.own, naming: true)]
  }

  /// The header: "chapter", "Massive", then the columns.
  static let header = ["chapter", ArchitectureComparison.rootColumnName] + columns

  /// What every cell says, in a line.
  static let legend =
    "Each cell: the leaf step, the lines of the massive controller's type there, and how many types a "
    + "unit test can exercise without a screen; – where the chapter has no such branch yet."
}

extension BookGrid {
  /// Measures every chapter, as `workbook compare` measures one.
  public init(packageRoot: URL, chapters: [Chapter]) throws {
    let screen = try ScreenVocabulary(packageRoot: packageRoot)
    self.init(try chapters.map { try ArchitectureComparison($0, screen: try screen.adding($0)) })
  }
}
