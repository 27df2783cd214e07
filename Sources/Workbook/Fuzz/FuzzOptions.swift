/// What `workbook fuzz` and a chapter's tests ask of the fuzzer.
public struct FuzzOptions: Sendable, Equatable, Codable {
  /// How many scenarios to generate; each runs on every checked variant.
  public var count: Int
  /// The first scenario's seed; scenario k has seed `seed + k`, so one found scenario replays
  /// alone with `--seed <its seed> --count 1`.
  public var seed: UInt64
  /// The most actions a scenario has, launch included.
  public var maxActions: Int
  /// Only these variants (ids); empty: every variant.
  public var variants: [String]
  /// The self-check of the fast comparison: every scenario is also compared the slow way (each
  /// variant's full transcript against its reference's), and a verdict that differs is reported
  /// (`FuzzReport.disagreements`); and after every action of a variant's run, the screen drawn
  /// from what the views kept must be the screen drawn from scratch. Nil or false: the fast
  /// comparison alone, as `workbook fuzz`.
  public var checksFastPath: Bool?

  public static let defaultCount = 100
  public static let defaultMaxActions = 12

  public init(
    count: Int = defaultCount, seed: UInt64 = 1, maxActions: Int = defaultMaxActions, variants: [String] = [],
    checksFastPath: Bool? = nil
  ) {
    self.count = count
    self.seed = seed
    self.maxActions = maxActions
    self.variants = variants
    self.checksFastPath = checksFastPath
  }
}
