extension Chapter: Encodable {
  private enum CodingKeys: String, CodingKey {
    case number, name, title, folder, variants, scenarios, divergences, expectedFailures, problems
  }

  /// The chapter's table of contents, as `workbook list --json` shows it; paths are relative to
  /// the package's root.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(name, forKey: .name)
    try container.encode(title, forKey: .title)
    try container.encode(relativeFolder, forKey: .folder)
    try container.encode(variants, forKey: .variants)
    try container.encode(scenarios, forKey: .scenarios)
    try container.encode(divergences, forKey: .divergences)
    try container.encode(expectedFailures, forKey: .expectedFailures)
    try container.encode(problems, forKey: .problems)
  }
}
