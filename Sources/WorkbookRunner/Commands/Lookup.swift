import Workbook

/// How the runner finds chapters, variants and scenarios from what the user typed.
///
/// A chapter is named by its number ("01" or "1") or its name, case-insensitively
/// ("foodtracker", or its folder's name "01-FoodTracker"); a variant by its id ("0-massive"),
/// its step number ("0"), its title ("massive") or "exercise"; a scenario by its id. An unknown
/// name is a usage error that lists what exists.
extension Array where Element == Chapter {
  /// The chapter the user named.
  public func chapter(named name: String) throws(UsageError) -> Chapter {
    let wanted = name.lowercased()
    let match = first { chapter in
      if let number = Int(wanted), number == Int(chapter.number) { return true }
      return chapter.name.lowercased() == wanted || "\(chapter.number)-\(chapter.name)".lowercased() == wanted
    }
    if let match { return match }
    guard !isEmpty else {
      throw UsageError(
        "no chapter \"\(name)\": no chapter is built (is UNMASSIVE_CHAPTERS set? \"none\" leaves them all out)"
      )
    }
    throw UsageError(
      "no chapter \"\(name)\"; the chapters are: \(map { "\($0.number) \($0.name)" }.joined(separator: ", "))"
        + " (name one by its number, \"\(self[0].number)\", or its name, \"\(self[0].name.lowercased())\")")
  }
}

extension Chapter {
  /// The variant the user named.
  public func variant(named name: String) throws(UsageError) -> VariantInfo {
    let wanted = VariantID(name).rawValue
    if let exact = variant(wanted) { return exact }
    var matches = variants.filter { $0.title.lowercased() == wanted }
    if matches.isEmpty, let number = Int(wanted) {
      matches = variants.filter { $0.kind == .step(number) }
    }
    if matches.isEmpty {
      // The folder name after its number: "massive" for "0-massive".
      matches = variants.filter { $0.id.drop { $0 != "-" }.dropFirst() == wanted }
    }
    if matches.count == 1 { return matches[0] }
    if matches.count > 1 {
      throw UsageError(
        "\"\(name)\" names more than one variant of \(self.name): \(matches.map(\.id).joined(separator: ", "));"
          + " give its id")
    }
    throw UsageError(
      "\(self.name) has no variant \"\(name)\"; its variants are: \(variantList)."
        + " Name one by its id, step number or title.")
  }

  /// The scenario the user named.
  public func scenario(named name: String) throws(UsageError) -> ScenarioInfo {
    if let match = scenarios.first(where: { $0.id == name.lowercased() }) { return match }
    let list = scenarios.isEmpty ? "none" : scenarios.map(\.id).joined(separator: ", ")
    throw UsageError("\(self.name) has no scenario \"\(name)\"; its scenarios are: \(list)")
  }

  /// "0-massive (0, Massive), 1-private (1, Private), exercise".
  var variantList: String {
    variants.map { variant in
      switch variant.kind {
      case .step(let number): "\(variant.id) (\(number), \(variant.title))"
      case .exercise: variant.id
      }
    }.joined(separator: ", ")
  }
}
