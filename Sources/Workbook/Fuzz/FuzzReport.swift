/// What a batch of generated scenarios found in one chapter.
public struct FuzzReport: Sendable, Codable {
  /// A variant and the variant it was compared with.
  public struct Pair: Sendable, Codable, Equatable {
    public let variant: String
    public let reference: String
  }

  /// A variant that was not compared, and why.
  public struct Skipped: Sendable, Codable, Equatable {
    public let variant: String
    public let reason: String
  }

  public let chapter: String
  /// Why nothing ran, when the chapter declares no action model.
  public var unavailable: String?
  public var options: FuzzOptions
  public var pairs: [Pair] = []
  public var skipped: [Skipped] = []
  /// Scenarios generated.
  public var scenarios = 0
  /// Runs on compared variants (the references' runs not counted).
  public var comparisons = 0
  public var findings: [FuzzFinding] = []
  /// Wall time, in seconds, shrinking included.
  public var seconds = 0.0
  /// The trap that stopped the child process running the batch (`--isolate`), if one did.
  public var trapped: String?
  /// Why the batch stopped before its end, when a run's World could not be made: nothing after
  /// it was checked.
  public var worldFailure: String?
  /// Under `FuzzOptions.checksFastPath`, each scenario and variant whose fast verdict (the
  /// fingerprints) was not its slow one (the full transcripts): the fast path cannot be trusted.
  public var disagreements: [String]?

  public init(chapter: String, options: FuzzOptions) {
    self.chapter = chapter
    self.options = options
  }

  /// Whether a compared variant crashed where its reference did not, or a trap stopped the batch.
  public var crashed: Bool { trapped != nil || findings.contains(where: \.crashed) }

  /// Generated scenarios per second, every checked variant and its reference included.
  public var rate: Double { seconds > 0 ? Double(scenarios) / seconds : 0 }
}
