import Foundation

/// The upcoming-tasks scene's use cases, each with what goes in (request), what the business
/// logic found (response) and what the list shows (view model).
enum UpcomingTasks {
  /// A task as the business logic hands it on. Not `Task`, which would shadow Swift's concurrency
  /// `Task` in the scene (the talk's own `Task`, step 8's value, keeps its name; this branch is
  /// the workbook's).
  struct UpcomingTask {
    let title: String?
    let dueDate: Date
  }

  /// A section of the list as it shows: its header and its rows.
  struct DisplayedSection {
    let title: String
    let displayedTasks: [DisplayedTask]
  }

  /// A row of the list: the task's title and when it is due ("tomorrow").
  struct DisplayedTask {
    let title: String?
    let dueDate: String
  }

  /// A row the list inserts or deletes.
  enum RowChange: Equatable {
    case insert(IndexPath)
    case delete(IndexPath)
  }

  /// The list loads the tasks due within ten days, in sections.
  enum FetchTasks {
    struct Request {}
    struct Response {
      let taskSections: [[UpcomingTask]]
      let numberOfImminentTasks: Int
    }
    struct ViewModel {
      let displayedSections: [DisplayedSection]
      let navigationTheme: NavigationTheme
    }
  }

  /// The user adds a task on the add screen.
  enum AddTask {
    struct Request {
      let title: String?
      let dueDate: Date
    }
  }

  /// The user swipes a row away.
  enum DeleteTask {
    struct Request {
      let indexPath: IndexPath
    }
  }

  /// The store changed the fetched tasks (an add saved, a delete processed): the rows it touched.
  enum UpdateTasks {
    struct Response {
      let rowChanges: [RowChange]
      let taskSections: [[UpcomingTask]]
      let numberOfImminentTasks: Int
    }
    struct ViewModel {
      let rowChanges: [RowChange]
      let displayedSections: [DisplayedSection]
      let navigationTheme: NavigationTheme
    }
  }
}
