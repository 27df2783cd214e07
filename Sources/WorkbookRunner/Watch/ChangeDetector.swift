import Foundation

/// Decides, poll after poll, when an exercise has changed enough to rebuild it.
///
/// A change is acted on once it has settled: two polls in a row see the same sizes and times,
/// so a file caught half-written (an editor still saving, `cp` still copying) is not built until
/// it stops changing. A settled change whose contents are those of the last build (a save of the
/// same text, a file deleted and put back as it was) starts no build.
public struct ChangeDetector: Sendable {
  /// What to do after a poll.
  public enum Decision: Equatable, Sendable {
    /// Nothing changed since the last poll, or since the last build.
    case unchanged
    /// Something is changing: wait for it to settle.
    case settling
    /// Saved, but the contents are those of the last build.
    case sameContents
    /// The contents changed: rebuild (the time of the save).
    case rebuild(savedAt: Date)
  }

  /// The last poll's snapshot.
  private var lastPoll: ExerciseSnapshot?
  /// The snapshot the last decision was taken on.
  private var settled: ExerciseSnapshot?
  /// What the last build was given.
  private var builtContents: [String: Data]?

  public init() {}

  /// Reads a new poll's snapshot; `contents` reads the files when the change has settled.
  public mutating func poll(
    _ snapshot: ExerciseSnapshot, now: Date = Date(), contents: () -> [String: Data]
  ) -> Decision {
    defer { lastPoll = snapshot }
    guard snapshot != settled else { return .unchanged }
    guard snapshot == lastPoll else { return .settling }
    let previous = settled ?? ExerciseSnapshot(stamps: [:])
    settled = snapshot
    let current = contents()
    guard current != builtContents else { return .sameContents }
    builtContents = current
    return .rebuild(savedAt: snapshot.lastSave(since: previous, now: now))
  }

  /// Records what a build was given (the contents read when it was decided, or re-read for a
  /// re-run asked for by a key).
  public mutating func built(_ contents: [String: Data], snapshot: ExerciseSnapshot) {
    builtContents = contents
    settled = snapshot
    lastPoll = snapshot
  }
}
