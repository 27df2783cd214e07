/// How one run came out: a scenario on a variant, compared with its approved transcript.
///
/// The one model of an outcome: behaviour tests, the matrix, `workbook verify` and the child
/// processes of `--isolate` all speak it. Its JSON is flat: the subject's fields, `status`, the
/// verdict's details and the readable `message`.
public struct RunOutcome: Equatable, Sendable {
  public let subject: RunSubject
  public let verdict: Verdict

  public init(_ subject: RunSubject, _ verdict: Verdict) {
    self.subject = subject
    self.verdict = verdict
  }

  public var holds: Bool { verdict.holds }

  /// The subject, what happened, then the details: "FoodTracker · variant 3-mvp · scenario
  /// add-meal: differs from the approved transcript at action 4" and the diff.
  public var message: String {
    guard case .missingApproved = verdict else { return "\(subject): \(verdict.account)" }
    return
      "\(subject): \(verdict.account) (record it with `swift run workbook approve \(subject.chapter.lowercased())`)"
  }
}

extension RunOutcome: Codable {
  private enum CodingKeys: String, CodingKey {
    case chapter, variant, scenario, status, reason, firstDifferingAction, diff, approved, received, path
    case crash, hang, message, expected, actual
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    subject = try RunSubject(from: decoder)
    switch try container.decode(Verdict.Status.self, forKey: .status) {
    case .same: verdict = .same
    case .divergence:
      verdict = .declaredDivergence(reason: try container.decode(String.self, forKey: .reason))
    case .differs: verdict = .differs(try TranscriptDifference(from: decoder))
    case .missing: verdict = .missingApproved(path: try container.decode(String.self, forKey: .path))
    case .crashed: verdict = .crashed(try TranscriptDifference(from: decoder))
    case .trapped: verdict = .trapped(crash: try container.decode(String.self, forKey: .crash))
    case .hung: verdict = .hung(hang: try container.decode(String.self, forKey: .hang))
    case .expectedFailure:
      verdict = .expectedFailure(
        reason: try container.decode(String.self, forKey: .reason),
        crash: try container.decode(String.self, forKey: .crash))
    case .failureNotReproduced:
      verdict = .failureNotReproduced(
        expected: try container.decode(String.self, forKey: .expected),
        actual: try container.decode(String.self, forKey: .actual))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    try subject.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(verdict.status, forKey: .status)
    try container.encode(message, forKey: .message)
    switch verdict {
    case .same: break
    case .declaredDivergence(let reason): try container.encode(reason, forKey: .reason)
    case .differs(let difference), .crashed(let difference): try difference.encode(to: encoder)
    case .missingApproved(let path): try container.encode(path, forKey: .path)
    case .trapped(let crash): try container.encode(crash, forKey: .crash)
    case .hung(let hang): try container.encode(hang, forKey: .hang)
    case .expectedFailure(let reason, let crash):
      try container.encode(reason, forKey: .reason)
      try container.encode(crash, forKey: .crash)
    case .failureNotReproduced(let expected, let actual):
      try container.encode(expected, forKey: .expected)
      try container.encode(actual, forKey: .actual)
    }
  }
}
