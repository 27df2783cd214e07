import Foundation

/// A row of an entity's table, read back as attribute values.
struct StoredRow {
  let primaryKey: Int64
  let values: [String: AttributeValue]
}
