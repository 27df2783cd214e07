/// Where a run's transcript first departs from the approved one, and where both are on disk.
public struct TranscriptDifference: Codable, Equatable, Sendable {
  /// The 1-based number of the first action whose entry differs.
  public let firstDifferingAction: Int
  /// That entry, `-` approved and `+` actual.
  public let diff: String
  /// The approved transcript, relative to the package's root.
  public let approved: String
  /// The run's whole transcript, written beside the approved one to open in a diff tool
  /// (nil when it could not be written).
  public let received: String?

  public init(firstDifferingAction: Int, diff: String, approved: String, received: String?) {
    self.firstDifferingAction = firstDifferingAction
    self.diff = diff
    self.approved = approved
    self.received = received
  }

  /// The diff, then the two files to compare.
  var details: String {
    var lines = [diff, "approved: \(approved)"]
    if let received { lines.append("received: \(received)") }
    return lines.joined(separator: "\n")
  }
}
