/// Someone with an account: the logged-in user, or one of their followers.
public struct User: Hashable, Sendable {
  public var id: String
  public var firstName: String
  public var lastName: String
  public var email: String

  public init(id: String, firstName: String, lastName: String, email: String) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
  }
}

extension User {
  /// The author of Clean Swift, who is logged in and follows himself in the original sample.
  public static let raymondLaw = User(
    id: "clean-swift", firstName: "Raymond", lastName: "Law", email: "ray@clean-swift.com")
}
