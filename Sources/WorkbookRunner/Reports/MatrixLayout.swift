/// How a chapter's matrix fits its width: one row per scenario and one column per variant, headed
/// by the variants' ids when they fit; else by short keys (the step's number: "13-fixes" → "13",
/// "6a" and "6b" for two steps 6, the exercise "ex") explained in a legend; and when
/// even the keys are too wide, in panels of as many columns as fit, each repeating the scenarios.
/// A matrix that wraps in the terminal reads as noise (chapter 04's was 548 columns wide).
struct MatrixLayout: Equatable {
  /// The headers, one per variant, in order.
  let headers: [String]
  /// The variants' indices in each panel (one panel when everything fits).
  let panels: [[Int]]
  /// The legend lines (`key id`, as many per line as fit), empty when the ids head the columns.
  let legend: [String]

  /// Lays out `variants` beside a scenario column `scenarioWidth` wide within `width` columns.
  init(variants: [String], scenarioWidth: Int, width: Int) {
    let prefix = 2 + scenarioWidth + 1
    let full = prefix + variants.map { $0.count + 2 }.reduce(0, +)
    guard full > width, !variants.isEmpty else {
      self.init(headers: variants, panels: [Array(variants.indices)], legend: [])
      return
    }
    let keys = Self.keys(for: variants)
    var panels: [[Int]] = [[]]
    var used = prefix
    for (index, key) in keys.enumerated() {
      if used + key.count + 2 > width, !panels[panels.count - 1].isEmpty {
        panels.append([])
        used = prefix
      }
      panels[panels.count - 1].append(index)
      used += key.count + 2
    }
    let entries = zip(keys, variants).map { "\($0) \($1)" }
    self.init(headers: keys, panels: panels, legend: Self.wrapped(entries, width: width))
  }

  init(headers: [String], panels: [[Int]], legend: [String]) {
    self.headers = headers
    self.panels = panels
    self.legend = legend
  }

  /// Short keys, unique within the chapter: a step's number ("13-fixes" → "13"), with a letter of
  /// its place when two steps share it ("6-upcomingtasksection" → "6a", "6-upcomingtasksworker" →
  /// "6b"); the exercise "ex"; an id without a number its first three letters.
  static func keys(for variants: [String]) -> [String] {
    let keys = variants.map { variant -> String in
      guard variant != "exercise" else { return "ex" }
      let number = variant.prefix { $0.isNumber }
      return number.isEmpty ? String(variant.prefix(3)) : String(number)
    }
    var shared: [String: Int] = [:]
    for key in keys { shared[key, default: 0] += 1 }
    var counters: [String: Int] = [:]
    return keys.map { key in
      guard shared[key, default: 0] > 1 else { return key }
      let index = counters[key, default: 0]
      counters[key] = index + 1
      return key + String(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(index % 26))))
    }
  }

  /// The entries joined by " · ", a new line whenever the next would pass the width.
  private static func wrapped(_ entries: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for entry in entries {
      let candidate = line.isEmpty ? "  " + entry : line + " · " + entry
      if candidate.count > width, !line.isEmpty {
        lines.append(line)
        line = "  " + entry
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
