import Foundation

/// The tasks in their sections, and the index paths that inserting or deleting one changes.
/// Sections are computed from a fixed base date, so a task stays where it was put.
struct UpcomingTaskResultsCache {
  var sections: [[Task]] = Array(repeating: [], count: UpcomingTaskSection.numberOfSections)
  let baseDate: Date
  let calendar: Calendar

  init(initialTasksSortedAscendingByDate: [Task], baseDate: Date, calendar: Calendar) {
    self.baseDate = baseDate
    self.calendar = calendar
    for task in initialTasksSortedAscendingByDate {
      sections[sectionIndexForTask(task)].append(task)
    }
  }

  /// Inserts a task after the tasks due no later than it; returns where it went.
  mutating func insertTask(_ task: Task) -> IndexPath {
    let insertedTaskDate = task.dueDate
    let sectionIndex = sectionIndexForTask(task)
    let insertionIndex =
      sections[sectionIndex].firstIndex { task in
        let otherTaskDate = task.dueDate
        return insertedTaskDate.compare(otherTaskDate) == .orderedAscending
      } ?? sections[sectionIndex].count
    sections[sectionIndex].insert(task, at: insertionIndex)

    return IndexPath(row: insertionIndex, section: sectionIndex)
  }

  /// Deletes a task; returns where it was.
  mutating func deleteTask(_ task: Task) -> IndexPath {
    let sectionIndex = sectionIndexForTask(task)
    let deletedTaskIndex = sections[sectionIndex].firstIndex(of: task)!
    sections[sectionIndex].remove(at: deletedTaskIndex)

    return IndexPath(row: deletedTaskIndex, section: sectionIndex)
  }

  private func sectionIndexForTask(_ task: Task) -> Int {
    let dueDate = task.dueDate
    return UpcomingTaskSection(forTaskDueDate: dueDate, baseDate: baseDate, calendar: calendar).rawValue
  }
}
