import Foundation

/// Changes made since pending changes were last processed.
struct ChangeBatch {
  var inserted = ObjectList()
  var updated = ObjectList()
  var deleted = ObjectList()

  var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }
}
