import Foundation
import SwiftScanning

/// The sources the reports read, each read and lexed once per process: a folder's files as text,
/// a step's Swift sources (scanned, lexed, their declarations found), its type map, and a Swift
/// text's lexemes (for highlighting). `workbook docs` and `workbook docc` read every step for
/// several reports (the diffs, the architecture comparison, the controller's sizes, the
/// responsibility map, the tutorials' code): they share one, so no file is read or lexed twice.
public final class SourceCache: Sendable {
  private let texts = Memo<[String: String]>()
  private let swiftSources = Memo<SwiftSources>()
  private let typeMaps = Memo<TypeMap>()
  private let lexemes = Memo<[[SwiftLexeme]]>()

  public init() {}

  /// Every non-hidden file under a folder, by relative path (`SourceFolder.textFiles(in:)`).
  public func textFiles(in folder: URL) throws -> [String: String] {
    try texts.value(for: folder.path) { try SourceFolder.textFiles(in: folder) }
  }

  /// A step's Swift sources, as `SwiftSources(folder:)` reads them.
  public func sources(of step: Chapter.VariantInfo) throws -> SwiftSources {
    try sources(in: step.sourceFolder)
  }

  /// The Swift sources under a folder, as `SwiftSources(folder:)` reads them.
  public func sources(in folder: URL) throws -> SwiftSources {
    try swiftSources.value(for: folder.path) {
      let texts = try textFiles(in: folder)
      let sources = SwiftSources(files: texts.filter { $0.key.hasSuffix(".swift") })
      // Their lexemes are the ones the diff pages colour the same texts with.
      for file in sources.files { texts[file.path].map { lexemes.keep(file.lexemes, for: $0) } }
      return sources
    }
  }

  /// A step's types, protocols and lines, as the comparison and the chart measure them.
  func typeMap(of step: Chapter.VariantInfo) throws -> TypeMap {
    try typeMaps.value(for: step.sourceFolder.path) { TypeMap(try sources(of: step)) }
  }

  /// A Swift text's lexemes, line by line (`SwiftLexer.lines(of:)`): those of a step's file
  /// when its sources were read.
  public func lexemes(of text: String) -> [[SwiftLexeme]] {
    lexemes.value(for: text) { SwiftLexer.lines(of: text) }
  }
}
