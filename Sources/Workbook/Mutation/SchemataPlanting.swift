/// One file's text with its mutants planted: the edits applied where they go (wraps nested), then
/// the declarations they need appended after its last line.
struct SchemataPlanting {
  let text: String
  /// The generated lines after the original's last (1-based) → the mutant each serves.
  let generatedLines: [Int: Int]

  init(original: String, mutants: [PlantedMutant]) {
    guard !mutants.isEmpty else {
      text = original
      generatedLines = [:]
      return
    }
    var body = Self.applying(mutants.flatMap(\.edits).sorted { $0.precedes($1) }, to: Array(original))
    if !body.hasSuffix("\n") { body += "\n" }
    var lineNumber = body.count { $0 == "\n" }
    var generated: [Int: Int] = [:]
    var appended = [
      "// Mutants planted by `workbook mutate` (generated: see MutantSchemata).", "import MutantSwitch",
    ]
    for mutant in mutants {
      appended += mutant.declarations
      for _ in mutant.declarations { generated[lineNumber + appended.count] = mutant.mutant.id }
    }
    lineNumber += appended.count
    text = body + appended.joined(separator: "\n") + "\n"
    generatedLines = generated
  }

  /// The text with the edits (sorted by where they go) applied.
  private static func applying(_ edits: [SourceEdit], to characters: [Character]) -> String {
    var planted = ""
    planted.reserveCapacity(characters.count + edits.count * 40)
    var next = 0
    var position = 0
    while position <= characters.count {
      // An edit inside a range another replaced has nothing left to change.
      while next < edits.count, edits[next].range.lowerBound < position { next += 1 }
      var skipTo = position
      while next < edits.count, edits[next].range.lowerBound == position {
        planted += edits[next].text
        skipTo = max(skipTo, edits[next].range.upperBound)
        next += 1
      }
      if skipTo > position {
        position = skipTo
      } else {
        if position < characters.count { planted.append(characters[position]) }
        position += 1
      }
    }
    return planted
  }
}
