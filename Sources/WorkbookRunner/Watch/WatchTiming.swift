import Foundation

/// When a round started and ended, and where its time went.
public struct WatchTiming: Equatable, Sendable {
  /// The save that started the round (its file's modification time), or when a re-run was asked.
  public let savedAt: Date
  /// When the verdict was ready.
  public let verdictAt: Date
  public let buildSeconds: Double
  public let verifySeconds: Double?
  /// What started the round: "saved", "started", "re-run".
  public let cause: String

  public init(
    savedAt: Date, verdictAt: Date, buildSeconds: Double, verifySeconds: Double?, cause: String = "saved"
  ) {
    self.savedAt = savedAt
    self.verdictAt = verdictAt
    self.buildSeconds = buildSeconds
    self.verifySeconds = verifySeconds
    self.cause = cause
  }

  /// "saved 14:03:07 → verdict in 2.4 s (build 1.7 s, verify 0.7 s)".
  public var summary: String {
    let clock = Self.clock(savedAt)
    let total = max(verdictAt.timeIntervalSince(savedAt), 0)
    let parts =
      ["build \(Self.seconds(buildSeconds))"] + (verifySeconds.map { ["verify \(Self.seconds($0))"] } ?? [])
    return "\(cause) \(clock) → verdict in \(Self.seconds(total)) (\(parts.joined(separator: ", ")))"
  }

  static func seconds(_ value: Double) -> String {
    String(format: "%.1f s", value)
  }

  /// The time of day, in the machine's time zone: the one on the attendee's clock.
  private static func clock(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: date)
  }
}
