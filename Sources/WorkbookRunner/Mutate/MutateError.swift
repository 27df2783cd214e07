/// Why `workbook mutate` could not judge the mutants.
enum MutateError: Error, CustomStringConvertible, Equatable {
  /// The planted module did not build, for a reason no mutant explains.
  case buildFailed(String)
  /// The unmutated run of the planted module does not pass these scenarios: no mutant could be
  /// judged against them.
  case unmutatedFails(variant: String, scenarios: [String])

  var description: String {
    switch self {
    case .buildFailed(let log):
      "the mutant module did not build:\n\(log)"
    case .unmutatedFails(let variant, let scenarios):
      "\(variant) with no mutant switched on does not pass \(scenarios.joined(separator: ", ")):"
        + " mutants are judged only against a variant that passes every scenario"
        + " (`workbook verify` shows why)"
    }
  }
}
