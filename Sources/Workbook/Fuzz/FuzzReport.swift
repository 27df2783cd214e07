/// What a batch of generated scenarios found in one chapter.
public struct FuzzReport: Sendable, Encodable {
  /// A variant and the variant it was compared with.
  public struct Pair: Sendable, Encodable, Equatable {
    public let variant: String
    public let reference: String
  }

  /// A variant that was not compared, and why.
  public struct Skipped: Sendable, Encodable, Equatable {
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

  /// Whether a compared variant crashed where its reference did not.
  public var crashed: Bool { findings.contains(where: \.crashed) }
}

