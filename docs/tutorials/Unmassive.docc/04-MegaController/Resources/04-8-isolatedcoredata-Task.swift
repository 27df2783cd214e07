import Foundation
import HeadlessCoreData

/// A task, as the list shows it: a value, detached from Core Data.
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
