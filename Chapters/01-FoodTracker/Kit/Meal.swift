import Foundation
import HeadlessUIKit

/// A meal: a name, a photo and a rating from 0 to 5 stars.
///
/// Apple's sample makes `Meal` an `NSObject` subclass so that `NSKeyedArchiver` can archive it.
/// Here it is a value that archives itself with `Codable` (NSKeyedArchiver's API differs between
/// Linux and Apple's Foundation); nothing in the app relies on a meal's identity, since a meal
/// that is edited is replaced by a new one.
public struct Meal: Equatable, Sendable {
  // MARK: Properties

  public var name: String
  public var photo: UIImage?
  public var rating: Int

  // MARK: Initialization

  /// A meal, or nil when the name is empty or the rating is outside 0...5.
  public init?(name: String, photo: UIImage?, rating: Int) {
    // The name must not be empty
    guard !name.isEmpty else {
      return nil
    }

    // The rating must be between 0 and 5 inclusively
    guard (rating >= 0) && (rating <= 5) else {
      return nil
    }

    // Initialize stored properties.
    self.name = name
    self.photo = photo
    self.rating = rating
  }
}

// MARK: Archiving Paths

extension Meal {
  /// The app's Documents folder. Apple's sample keeps it in a `static let`; asked each time here,
  /// because each scenario's app has a container of its own and a process runs many of them.
  public static var documentsDirectory: URL {
    FileManager().urls(for: .documentDirectory, in: .userDomainMask).first!
  }

  /// Where the list of meals is archived.
  public static var archiveURL: URL {
    documentsDirectory.appendingPathComponent("meals")
  }
}

// MARK: Codable

extension Meal: Codable {
  private enum PropertyKey: String, CodingKey {
    case name, photo, rating
  }

  /// Decodes a meal; fails, as `init?(coder:)` does in the original, when the archived values do
  /// not make a valid meal.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PropertyKey.self)
    let name = try container.decode(String.self, forKey: .name)
    // Because photo is an optional property of Meal, just decode it when it is there.
    let photo = try container.decodeIfPresent(String.self, forKey: .photo).flatMap(UIImage.init(named:))
    let rating = try container.decode(Int.self, forKey: .rating)
    guard let meal = Meal(name: name, photo: photo, rating: rating) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "Not a valid meal: \(name), \(rating) stars"))
    }
    self = meal
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PropertyKey.self)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(photo?.name, forKey: .photo)
    try container.encode(rating, forKey: .rating)
  }
}
