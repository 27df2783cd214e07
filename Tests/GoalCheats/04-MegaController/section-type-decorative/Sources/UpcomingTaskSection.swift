import Foundation

enum UpcomingTaskSection {
  static let unit = Calendar.current.dateComponents([.day], from: Date()).day
}
