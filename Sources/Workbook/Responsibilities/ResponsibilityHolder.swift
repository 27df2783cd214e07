/// Where a step holds a responsibility: the type whose code names its symbols most, and the file
/// where most of those names are.
public struct ResponsibilityHolder: Sendable, Equatable, Codable {
  /// The type, qualified when nested (`ListMeals.FetchMeals.Request`); "(top level)" for code
  /// outside every type.
  public let type: String
  /// The file, relative to the step's folder: "MealsPresenter.swift".
  public let file: String
  /// How many of the responsibility's symbols the type's code names.
  public let occurrences: Int
  /// The other types that name some of its symbols, most first: what the holder shares it with.
  public let sharedWith: [String]

  /// Code outside every type and extension.
  public static let topLevel = "(top level)"
}
