import Foundation
import Testing

@testable import WorkbookFixtures
@testable import WorkbookRunner

/// Usage derived from declarations, as swift-argument-parser derives it: each command's synopsis
/// is generated from its `CommandSignature`'s arguments, `Flag`s and `Option`s, so that its help,
/// its errors and docs/Runner.md cannot name a flag it does not take or leave one out.
struct CommandSignatureTests {
  /// `workbook` itself, then every command, hidden ones included.
  static let signatures = ([CommandTable.main] + CommandTable.commands).map { $0.signature }

  @Test(arguments: signatures.map(\.name))
  func theUsageLineNamesEachFlagAndOptionOnce(command: String) throws {
    let signature = try #require(Self.signatures.first { $0.name == command })
    let line = try #require(signature.usage.split(separator: "\n").first)
    let words = line.split(separator: " ").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]…"))
    }
    let options = signature.accepted.filter { $0.name != Flag.help.name }
    for option in options {
      #expect(words.count { $0 == "--\(option.name)" } == 1, "\(signature.invocation): --\(option.name)")
    }
    #expect(words.count { $0.hasPrefix("--") } == options.count, "\(line): no other option, --help aside")
    for argument in signature.arguments {
      #expect(words.count { $0 == argument.name } == 1, "\(signature.invocation): \(argument.name)")
    }
  }

  @Test(arguments: [
    ("", "workbook [--json] [--isolate]", 0...0),
    ("run", "workbook run <chapter> [--variant V]… [--scenario S]… [--json] [--isolate]", 1...1),
    ("list", "workbook list [<chapter>] [--json]", 0...1),
    (
      "diff",
      "workbook diff <chapter> [<from>] <to> [--side-by-side] [--unified] [--markdown] [--html] "
        + "[--context N] [--full] [--width W] [--wrap] [--json]", 2...3
    ),
    ("_cells", "workbook _cells <chapter> <variant> <scenario>…", 3...Int.max),
  ])
  func theSynopsisAndTheCountOfPositionalsFollowTheDeclarations(
    command: String, usageLine: String, positionals: ClosedRange<Int>
  ) throws {
    let signature = try #require(Self.signatures.first { $0.name == command })
    #expect(signature.usageLine == usageLine)
    #expect(signature.usage.hasPrefix("Usage: \(usageLine)\n"))
    #expect(signature.positionalCount == positionals)
  }

  /// docs/Runner.md's table of commands starts each row with a command's usage line: one row
  /// per command a person is told about, in the overview's order.
  @Test func runnerMdShowsTheGeneratedUsageLines() throws {
    let runnerMd = try String(
      contentsOf: PackageRoot.url.appendingPathComponent("docs/Runner.md"), encoding: .utf8)
    let documented = runnerMd.split(separator: "\n").filter { $0.hasPrefix("| `workbook") }.map {
      String($0.dropFirst(3).prefix { $0 != "`" })
    }
    #expect(Set(documented) == Set(Self.signatures.filter { !$0.hidden }.map(\.usageLine)))
  }
}
