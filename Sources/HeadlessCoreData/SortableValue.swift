import Foundation

/// A total order over `ComparableValue`, for sort descriptors.
struct SortableValue: Comparable, Sendable {
  let value: ComparableValue

  static func < (lhs: SortableValue, rhs: SortableValue) -> Bool {
    if let result = lhs.value.compared(to: rhs.value) { return result == .orderedAscending }
    return lhs.value.kindRank < rhs.value.kindRank
  }

  static func == (lhs: SortableValue, rhs: SortableValue) -> Bool {
    if let result = lhs.value.compared(to: rhs.value) { return result == .orderedSame }
    return lhs.value.kindRank == rhs.value.kindRank
  }
}
