import Foundation

/// Everything one save writes, in one transaction.
struct StoreChanges {
  var inserts: [(NSEntityDescription, [String: AttributeValue])]
  var updates: [(NSEntityDescription, Int64, [String: AttributeValue])]
  var deletes: [(NSEntityDescription, Int64)]
}
