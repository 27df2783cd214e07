import Foundation
import Testing

@testable import SwiftScanning
@testable import Workbook

/// The sources the docs read: each folder read and lexed once per cache, as the uncached readers
/// read it; lines split as splitting the Characters on "\n" splits them.
struct SourceCacheTests {
  @Test func aFolderIsReadOnceAndReadsAsTheUncachedReadersReadIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("source-cache-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Items.swift")
    try "/// Items.\nstruct Items { let count = 1 }\n".write(to: file, atomically: true, encoding: .utf8)
    try "# notes\n".write(to: folder.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)

    let cache = SourceCache()
    let first = try cache.sources(in: folder)
    let uncached = try SwiftSources(folder: folder)
    #expect(first.files.map(\.path) == uncached.files.map(\.path))
    #expect(first.files.map(\.lines) == uncached.files.map(\.lines))
    #expect(first.files.map { $0.tokens.map(\.text) } == uncached.files.map { $0.tokens.map(\.text) })
    #expect(try cache.textFiles(in: folder) == SourceFolder.textFiles(in: folder))
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(cache.lexemes(of: text) == SwiftLexer.lines(of: text))

    try "struct Renamed {}\n".write(to: file, atomically: true, encoding: .utf8)
    let again = try cache.sources(in: folder)
    #expect(again.files.first?.lines == first.files.first?.lines, "kept, not read again")
    #expect(try cache.textFiles(in: folder)["Items.swift"] == text, "kept, not read again")
    #expect(try SourceCache().sources(in: folder).files.first?.lines == ["struct Renamed {}", ""])
  }

  @Test(arguments: [
    "", "one", "one\n", "one\ntwo", "one\n\ntwo\n\n", "\n", "crlf\r\nstays\r\nwhole\n", "\r\n",
    "a lone\rreturn\n", "e\u{301}\nnext", "\n\u{301}after a line feed", "emoji 👩‍👩‍👧\nnext\n",
  ])
  func linesSplitAsTheCharactersSplitOnALineFeed(_ text: String) {
    var expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if expected.last == "" { expected.removeLast() }
    #expect(LineDiff.splitLines(text) == expected)
  }
}
