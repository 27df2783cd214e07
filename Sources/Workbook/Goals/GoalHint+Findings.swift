import Foundation

extension GoalHint {
  /// The hint at a level, spoken to the code as it is (issue 30): level 1 is the smell as written
  /// while everything the goal found where the exercise starts (`opening`) is still there; once
  /// some of it is gone, the written smell describes code the attendee has changed, so level 1
  /// quotes what the goal still finds instead. Without `opening`, the hint as written.
  public func text(
    level: Int, chapterNumber: String, chapterName: String, findings: [String], opening: [String]?
  ) -> String {
    let written = text(level: level, chapterNumber: chapterNumber, chapterName: chapterName)
    if min(max(level, 1), levels) == 1, let survivor = Self.firstSurvivor(in: findings) {
      return "Your test passes, and so does each of these bugs planted in what it tests. Aim a test at "
        + "the first survivor: \(survivor). Make it fail with that change and pass without it (an "
        + "#expect on what that line decides), then take the next."
    }
    // A judgement still to come says nothing of the code yet: the smell as written.
    guard min(max(level, 1), levels) == 1, let opening, !findings.isEmpty,
      !findings.contains(where: MutantJudgement.isPending)
    else { return written }
    // A long list of findings ends "… and 5 more lines": what it hides cannot be compared.
    let places = { (list: [String]) in Set(list.filter { !$0.hasPrefix("… and ") }.map(Self.place)) }
    guard !places(opening).subtracting(places(findings)).isEmpty else { return written }
    return "Part of what the goal found where the exercise starts is gone. What is still there:\n"
      + findings.map { "· " + Self.quoted($0) }.joined(separator: "\n")
  }

  /// The first survivor a judgement by mutants lists (`SourceCheck.killing`), if it lists one.
  static func firstSurvivor(in findings: [String]) -> String? {
    guard let header = findings.firstIndex(where: { $0.hasSuffix(SourceCheck.survivorsFollow) }),
      header + 1 < findings.count
    else { return nil }
    return findings[header + 1]
  }

  /// A finding as the attendee reads it: its file by name, not by the variant's folder
  /// ("RecipeTableViewController.swift:19: didSelectRowAt — …").
  static func quoted(_ finding: String) -> String {
    guard let swift = finding.range(of: ".swift:") else { return finding }
    let path = finding[..<swift.lowerBound]
    let file = path.split(separator: "/").last.map(String.init) ?? String(path)
    return file + finding[swift.lowerBound...]
  }

  /// What a finding objects to, wherever its variant's folder is and whatever its line: the same
  /// smell in step 0 and in the exercise has the same place.
  static func place(_ finding: String) -> String {
    let quoted = quoted(finding)
    guard let swift = quoted.range(of: ".swift:") else { return quoted }
    let rest = quoted[swift.upperBound...].drop { $0.isNumber }
    return String(quoted[..<swift.upperBound] + rest)
  }
}
