import Foundation
import SwiftScanning
import Workbook

/// The judgements `MutantJudge` made, kept under .build (`.build/mutants/judgements/`, never
/// committed), each by a fingerprint of what decides it: the variant, its sources, the tests
/// copied to run against its mutants, the tests selected, and the mutants asked about. An
/// unchanged pair of sources and tests is judged once; any edit to either is judged afresh.
struct MutantJudgementCache {
  /// Where the judgements are kept.
  let folder: URL

  init(chapter: Chapter) {
    folder = chapter.packageRoot.appendingPathComponent(".build/mutants/judgements", isDirectory: true)
  }

  /// The fingerprint: a 64-bit FNV-1a of every input, in a fixed order, twice (two offsets), in
  /// hexadecimal. Swift's `Hasher` is seeded per process, so it cannot name a file.
  static func key(
    variant: String, sources: SwiftSources, tests: [String: String], selection: TestSelection,
    mutants: [Mutant]
  ) -> String {
    var parts = [variant, selection.filter]
    parts += sources.files.sorted { $0.path < $1.path }.flatMap {
      [$0.path, $0.lines.joined(separator: "\n")]
    }
    parts += tests.keys.sorted().flatMap { [$0, tests[$0] ?? ""] }
    parts += mutants.map { "\($0.id) \($0.file):\($0.line) \($0.original) \($0.replacement)" }
    let bytes = Array(parts.joined(separator: "\u{0}").utf8)
    return fnv1a(bytes, offset: 0xcbf2_9ce4_8422_2325) + fnv1a(bytes, offset: 0x6c62_272e_07bb_0142)
  }

  private static func fnv1a(_ bytes: [UInt8], offset: UInt64) -> String {
    var hash = offset
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The judgement kept under this key, if any (an unreadable one is none: it is made again).
  func judgement(for key: String) -> MutantJudgement? {
    guard let data = try? Data(contentsOf: file(key)) else { return nil }
    return try? JSONDecoder().decode(MutantJudgement.self, from: data)
  }

  /// Keeps a judgement, atomically; a judgement that cannot be kept is made again next time.
  func keep(_ judgement: MutantJudgement, for key: String) {
    guard let data = try? JSONEncoder().encode(judgement) else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: file(key), options: .atomic)
  }

  private func file(_ key: String) -> URL {
    folder.appendingPathComponent("\(key).json")
  }
}
