import FoodTrackerKit
import Foundation

typealias Archiver = PropertyListEncoder
typealias Unarchiver = PropertyListDecoder
typealias Blob = Data

extension Blob {
  func store(at url: URL) throws {
    try write(to: url, options: .atomic)
  }
}

extension Meal {
  static var place: URL { archiveURL }
}
