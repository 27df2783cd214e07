extension SourceCheck {
  /// The check in words: "a type named ListMealsInteractor", "no FileManager in MealTableViewController".
  public var summary: String {
    let within = scope == .everywhere ? "" : " in \(scope)"
    switch self {
    case .lacks(let phrases, _): return "no \(phrases.joined(separator: ", "))\(within)"
    case .contains(let phrases, _): return "\(phrases.joined(separator: ", "))\(within)"
    case .declares(let pattern, _, let atLeast):
      return (atLeast > 1 ? "\(atLeast) of " : "a ") + "\(pattern)\(within)"
    case .atMost(let limit, _): return "at most \(limit) lines\(within)"
    case .tested(let names, let share):
      return
        "a passing test that drives a \(names.joined(separator: " or ")) and kills \(Self.words(share)) of its mutants"
    case .used(let pattern, let atLeast): return (atLeast > 1 ? "\(atLeast) of " : "a ") + "used \(pattern)"
    case .holds(let responsibility, let roles, let controller):
      return
        "\(responsibility.name.lowercased()) held by a \(roles.joined(separator: " or ")) that \(controller) reaches"
    case .reaches(let name, let controller): return "a \(name) with methods that \(controller) reaches"
    case .seam(let name): return "a protocol named \(name) that a test doubles and a type receives"
    case .seamAdopted(let type): return "\(type) adopting a protocol that a test doubles and a type receives"
    }
  }
}
