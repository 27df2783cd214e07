/// How a run compares with its approved transcript.
public enum Verdict: Equatable, Sendable {
  /// Byte-identical to the approved transcript shared by the chapter.
  case same
  /// Identical to the approved transcript of a declared divergence (the reason given).
  case declaredDivergence(reason: String)
  /// Differs from what was approved.
  case differs(TranscriptDifference)
  /// No approved transcript is stored yet (or it cannot be read): the path, and why.
  case missingApproved(path: String)
  /// The app crashed (a UIKit fault) where the approved transcript does not.
  case crashed(TranscriptDifference)
  /// The variant's code trapped (`fatalError`, a nil force-unwrap…) and took its process down:
  /// the runtime's message, where it happened, how the process ended.
  case trapped(crash: String)
  /// The variant's code ran past the time limit of one scenario (an endless loop…) and its
  /// process was stopped: "did not finish within 10 s — at action 2 (tap "+")".
  case hung(hang: String)
  /// A variant declared expected to fail (see `ExpectedFailure`) crashed as declared: why it is
  /// kept, and the crash's report.
  case expectedFailure(reason: String, crash: String)
  /// A variant declared expected to fail did not crash as declared: what the crash was to say,
  /// and what happened instead. The declaration, not the variant, is what failed.
  case failureNotReproduced(expected: String, actual: String)

  /// The verdict's kind, without its details: what the matrix counts and colours, and the
  /// `status` of the JSON.
  public enum Status: String, Codable, Sendable, CaseIterable {
    case same, divergence, differs, missing, crashed, trapped, hung, expectedFailure, failureNotReproduced

    /// Its symbol in the equivalence matrix: ✓, ≠, ⚑, ✗ or ‼.
    public var symbol: String {
      switch self {
      case .same: "✓"
      case .divergence: "≠"
      case .expectedFailure: "⚑"
      case .differs, .missing, .failureNotReproduced: "✗"
      case .crashed, .trapped, .hung: "‼"
      }
    }

    /// Whether the behaviour holds: the same, a declared divergence reproduced exactly, or a
    /// declared failure crashing as declared.
    public var holds: Bool { self == .same || self == .divergence || self == .expectedFailure }

    /// Whether the app crashed (a UIKit fault), or the variant trapped or hung, unexpectedly.
    public var isCrash: Bool { self == .crashed || self == .trapped || self == .hung }
  }

  public var status: Status {
    switch self {
    case .same: .same
    case .declaredDivergence: .divergence
    case .differs: .differs
    case .missingApproved: .missing
    case .crashed: .crashed
    case .trapped: .trapped
    case .hung: .hung
    case .expectedFailure: .expectedFailure
    case .failureNotReproduced: .failureNotReproduced
    }
  }

  public var symbol: String { status.symbol }
  public var holds: Bool { status.holds }
  public var isCrash: Bool { status.isCrash }

  /// What happened, in a line, then the details (a diff, a crash report) on the lines after.
  public var account: String {
    switch self {
    case .same:
      "same as approved"
    case .declaredDivergence(let reason):
      "declared divergence reproduced (\(reason))"
    case .differs(let difference):
      "differs from the approved transcript at action \(difference.firstDifferingAction)\n\(difference.details)"
    case .missingApproved(let path):
      "no approved transcript at \(path)"
    case .crashed(let difference):
      "crashed at action \(difference.firstDifferingAction)\n\(difference.details)"
    case .trapped(let crash):
      "crashed the runner's child process\n\(crash)"
    case .hung(let hang):
      "\(hang); its child process was stopped"
    case .expectedFailure(let reason, let crash):
      "crashed as declared (\(reason))\n\(crash)"
    case .failureNotReproduced(let expected, let actual):
      "was declared to crash with \"\(expected)\", but \(actual)"
    }
  }
}
