/// A variant kept to show what the suite catches: code as it was published, which crashes.
///
/// The variant must crash on exactly the listed scenarios, with a message that contains the
/// declared one; every other scenario it must run as approved, like any variant. A declared
/// crash that does not happen (the variant runs to the end, or crashes otherwise) is a failure
/// of the declaration. The variant alone is governed: a variant below it in the tree is not
/// expected to fail.
public struct ExpectedFailure: Sendable, Encodable {
  /// How the variant must crash.
  public enum Crash: Sendable, Equatable, Encodable {
    /// A UIKit fault, which the harness records in the transcript: its message, or part of it.
    case fault(String)
    /// A trap in the variant's code (`fatalError`, a failed precondition), which takes its
    /// process down: its message, or part of it. Such a variant always runs in a child process.
    case fatalError(String)

    /// What the crash's report must contain.
    public var message: String {
      switch self {
      case .fault(let message), .fatalError(let message): message
      }
    }

    /// Whether the crash takes its process down.
    public var traps: Bool {
      if case .fatalError = self { return true }
      return false
    }

    private enum CodingKeys: String, CodingKey { case kind, message }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(traps ? "fatalError" : "fault", forKey: .kind)
      try container.encode(message, forKey: .message)
    }
  }

  /// The variant that must crash.
  public let variant: String
  /// The scenarios it crashes on.
  public let scenarios: [String]
  /// How it crashes.
  public let crash: Crash
  /// Why it is kept: what was published, and what it would have done on a device.
  public let reason: String
  /// The step where the crash stops, with a declared divergence on these scenarios (nil: none):
  /// the variant may then run to the end instead, provided it behaves as that step does. For the
  /// attendee's exercise, which starts crashing as the original did and stops when the refactoring
  /// reaches the step that fixed it.
  public let fixedAt: String?

  public init(
    variant: VariantID, scenarios: [String], crash: Crash, reason: String, fixedAt: VariantID? = nil
  ) {
    self.variant = variant.rawValue
    self.scenarios = scenarios
    self.crash = crash
    self.reason = reason
    self.fixedAt = fixedAt?.rawValue
  }

  /// What a run that no longer crashes says on its standard error when it behaves as `fixedAt`
  /// does: how an exit test tells it from a crash.
  public static func fixedMarker(_ step: String) -> String {
    "no crash: behaves as \(step), where the crash was fixed"
  }

  /// Whether it governs this scenario on this variant.
  public func governs(variant: String, scenario: String) -> Bool {
    self.variant == variant && scenarios.contains(scenario)
  }

  /// The verdict on a run of a scenario it governs: whether it crashed as declared. `crash` is
  /// the crash's report, nil when the run did not crash.
  public func verdict(crash report: String?) -> Verdict {
    guard let report else {
      let unlike = fixedAt.map { ", and not as \($0) does" } ?? ""
      return .failureNotReproduced(
        expected: crash.message, actual: "it ran to the end without crashing\(unlike)")
    }
    guard report.contains(crash.message) else {
      return .failureNotReproduced(expected: crash.message, actual: "it crashed otherwise: \(report)")
    }
    return .expectedFailure(reason: reason, crash: report)
  }
}
