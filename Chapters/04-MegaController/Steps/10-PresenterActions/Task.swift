import Foundation
import HeadlessCoreData

/// A task, as the list shows it: a value, detached from Core Data.
///
/// The talk's `Task.swift` (27aaead, 2015) names it so, years before Swift's concurrency `Task`:
/// the name is kept, and in this module it shadows that `Task`, which no code here uses.
struct Task: Equatable {
  var id: String
  var title: String
  var dueDate: Date
}

extension Task {
  @MainActor
  init(managedTask: NSManagedObject) {
    self.id = managedTask.value(forKey: "id") as! String
    self.title = managedTask.value(forKey: "title") as! String
    self.dueDate = managedTask.value(forKey: "dueDate") as! Date
  }
}
