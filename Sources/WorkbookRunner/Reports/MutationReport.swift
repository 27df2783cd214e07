import Foundation
import Workbook

/// What `workbook mutate` found: each mutant planted in a variant, killed (by which scenario,
/// and how), surviving, or declared equivalent; the score, and how fast it went.
struct MutationReport: Encodable, Equatable {
  /// A mutant the chapter declares equivalent, with the declaration's reason.
  struct Equivalent: Encodable, Equatable {
    let mutant: Mutant
    let reason: String
  }

  let number: String
  let chapter: String
  let variant: String
  /// The type `--type` kept to, if any.
  let type: String?
  /// Every mutant run, killed or not, in the order planted.
  let fates: [MutantFate]
  /// Mutants declared equivalent: not run, not counted.
  let equivalent: [Equivalent]
  /// Mutants whose planted text did not compile: dropped, not counted.
  let dropped: [Mutant]
  /// What the unit tests judged: their files, or why none did.
  let unitTests: String
  /// How long the build took, and the run after it.
  let buildSeconds: Double
  let runSeconds: Double
  /// Why the unit tests that import the variant could not judge its mutants (they did not
  /// build, or fail unmutated): a weaker judgement than the suite's, which the bar refuses.
  var unitTestsProblem: String? = nil

  var killed: [MutantFate] { fates.filter { !$0.survived } }
  var survived: [Mutant] { fates.filter(\.survived).map(\.mutant) }

  /// Killed ÷ every mutant run (the non-equivalent ones); nil when none ran.
  var score: Double? {
    fates.isEmpty ? nil : Double(killed.count) / Double(fates.count)
  }

  /// Mutants judged a second, after the build.
  var mutantsPerSecond: Double? {
    runSeconds > 0 ? Double(fates.count) / runSeconds : nil
  }

  /// Success when no mutant survived.
  var exitCode: ExitCode { survived.isEmpty ? .success : .checksFailed }

  /// The survivors by the type they were planted in (those in no type under ""), types in
  /// byte order, each type's in the order planted.
  var survivorsByType: [(type: String, mutants: [Mutant])] {
    Dictionary(grouping: survived) { $0.type ?? "" }
      .sorted { SourceFolder.pathOrder($0.key, $1.key) }
      .map { (type: $0.key, mutants: $0.value) }
  }

  /// How many mutants each scenario killed first, the scenarios in the order they killed.
  var killsByScenario: [(scenario: String, count: Int)] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for fate in killed {
      let key = fate.killedBy ?? ""
      if counts[key] == nil { order.append(key) }
      counts[key, default: 0] += 1
    }
    return order.map { ($0, counts[$0] ?? 0) }
  }

  private enum CodingKeys: String, CodingKey {
    case number, chapter, variant, type, killed, survived, equivalent, dropped, unitTests, score,
      mutantsPerSecond
    case buildSeconds, runSeconds, exitCode
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(chapter, forKey: .chapter)
    try container.encode(variant, forKey: .variant)
    try container.encodeIfPresent(type, forKey: .type)
    try container.encode(killed, forKey: .killed)
    try container.encode(survived, forKey: .survived)
    try container.encode(equivalent, forKey: .equivalent)
    try container.encode(dropped, forKey: .dropped)
    try container.encode(unitTests, forKey: .unitTests)
    try container.encodeIfPresent(score, forKey: .score)
    try container.encodeIfPresent(mutantsPerSecond, forKey: .mutantsPerSecond)
    try container.encode(buildSeconds, forKey: .buildSeconds)
    try container.encode(runSeconds, forKey: .runSeconds)
    try container.encode(exitCode.rawValue, forKey: .exitCode)
  }
}
