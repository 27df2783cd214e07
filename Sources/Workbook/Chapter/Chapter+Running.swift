import Foundation

extension Chapter {
  /// What only the catalog that declares a chapter can do, with its World's types: run its
  /// variants. `ChapterCatalog` fills it in; `Chapter` forwards to it by ids.
  struct Running: Sendable {
    let transcript: @MainActor @Sendable (_ variant: String, _ scenario: String) -> Transcript?
    let check: @MainActor @Sendable (_ variant: String, _ scenario: String) -> RunOutcome?
    let approve: @MainActor @Sendable () throws -> [URL]
    let fuzz: @MainActor @Sendable (FuzzOptions, (FuzzProgress) -> Void) -> FuzzReport
  }

  /// The catalog's running: set on every chapter but the catalog's own copy inside its closures.
  private var declared: Running {
    guard let running else { preconditionFailure("\(name)'s chapter was not made by its catalog") }
    return running
  }

  /// Runs a scenario against a variant in a fresh World (nil if either id is unknown).
  @MainActor
  public func transcript(variant: String, scenario: String) -> Transcript? {
    declared.transcript(variant, scenario)
  }

  /// Runs a scenario against a variant and compares it with its approved transcript, or, where
  /// the variant is declared to fail, checks that it crashes as declared (nil if either id is
  /// unknown).
  @MainActor
  public func check(variant: String, scenario: String) -> RunOutcome? {
    declared.check(variant, scenario)
  }

  /// Records the approved transcripts anew (see `ChapterCatalog.approve()`).
  @MainActor
  public func approve() throws -> [URL] {
    try declared.approve()
  }

  /// Runs generated scenarios on its variants (see `ChapterCatalog.fuzz(_:progress:)`).
  @MainActor
  public func fuzz(_ options: FuzzOptions, progress: (FuzzProgress) -> Void = { _ in }) -> FuzzReport {
    declared.fuzz(options, progress)
  }
}
