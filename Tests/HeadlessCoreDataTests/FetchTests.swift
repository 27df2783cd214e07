import Foundation
import HeadlessCoreData
import Testing

@MainActor
@Suite("Fetch requests: predicates, sorting, limits")
struct FetchTests {
  /// Four saved tasks: A due on day 1, B on day 2, C on day 3, and D with no due date.
  private func contextWithTasks() throws -> NSManagedObjectContext {
    let context = try launch(storeAt: nil, type: NSInMemoryStoreType)
    insertTask("C", due: day(3), into: context)
    insertTask("A", due: day(1), into: context)
    insertTask("D", due: nil, into: context)
    insertTask("B", due: day(2), into: context)
    try context.save()
    return context
  }

  /// An argument of a format predicate (test arguments must be Sendable; NSDate is not).
  enum Argument: Sendable {
    case date(Date)
    case nsDate(Date)
    case string(String)

    var value: Any {
      switch self {
      case .date(let date): date
      case .nsDate(let date): date as NSDate
      case .string(let string): string
      }
    }
  }

  nonisolated static let predicateCases: [(format: String, arguments: [Argument], titles: [String])] = [
    ("dueDate <= %@", [.nsDate(day(2))], ["A", "B"]),  // the talk's predicate: the boundary is included
    ("dueDate < %@", [.date(day(2))], ["A"]),
    ("dueDate >= %@", [.date(day(2))], ["B", "C"]),
    ("dueDate > %@", [.date(day(2))], ["C"]),
    ("dueDate == %@", [.date(day(2))], ["B"]),
    ("dueDate != %@", [.date(day(2))], ["A", "C", "D"]),
    ("dueDate == nil", [], ["D"]),
    ("dueDate != NULL", [], ["A", "B", "C"]),
    ("dueDate =< %@ AND title != %@", [.date(day(3)), .string("B")], ["A", "C"]),
    ("title == 'A' || title = \"C\"", [], ["A", "C"]),
    ("NOT (dueDate <= %@)", [.date(day(2))], ["C", "D"]),
    ("%K <= %@", [.string("dueDate"), .date(day(1))], ["A"]),
    ("%@ >= dueDate", [.date(day(2))], ["A", "B"]),
    ("(title >= 'B' AND title < 'D') OR FALSEPREDICATE", [], ["B", "C"]),
    ("TRUEPREDICATE", [], ["A", "B", "C", "D"]),
  ]

  @Test("NSPredicate(format:) selects the tasks Core Data would", arguments: predicateCases)
  func predicate(format: String, arguments: [Argument], titles: [String]) throws {
    let context = try contextWithTasks()
    let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Task")
    request.predicate = NSPredicate(format: format, argumentArray: arguments.map(\.value))
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    let tasks = try context.fetch(request) as! [NSManagedObject]
    #expect(tasks.map { $0.value(forKey: "title") as! String } == titles)
    #expect(try context.count(for: request) == titles.count)
  }

  @Test("The talk's predicate, variadic, and compound predicates of it")
  func variadicAndCompoundPredicates() throws {
    let context = try contextWithTasks()
    let request = NSFetchRequest<Task>(entityName: "Task")
    request.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
    request.predicate = NSPredicate(format: "dueDate <= %@", day(2) as NSDate)
    #expect(try context.fetch(request).map(\.title) == ["A", "B"])
    request.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
      NSPredicate(format: "dueDate <= %@", day(3) as NSDate), NSPredicate(format: "title != %@", "A"),
    ])
    #expect(try context.fetch(request).map(\.title) == ["B", "C"])
  }

  /// Sort keys (key, ascending) and the titles they give.
  struct SortCase: Sendable, CustomTestStringConvertible {
    let keys: [(key: String, ascending: Bool)]
    let titles: [String]

    var testDescription: String {
      if keys.isEmpty { return "no sort descriptors" }
      return keys.map { "\($0.key) \($0.ascending ? "ascending" : "descending")" }.joined(separator: ", ")
    }
  }

  nonisolated static let sortCases = [
    SortCase(keys: [("dueDate", true)], titles: ["D", "A", "B", "C"]),  // nil first, as SQLite sorts NULL
    SortCase(keys: [("dueDate", false)], titles: ["C", "B", "A", "D"]),
    SortCase(keys: [("title", false)], titles: ["D", "C", "B", "A"]),
    SortCase(keys: [("id", true), ("dueDate", false)], titles: ["A", "B", "C", "D"]),
    SortCase(keys: [], titles: ["C", "A", "D", "B"]),  // no descriptors: the order they were saved in
  ]

  @Test("Sort descriptors order the results, ties in saved order", arguments: sortCases)
  func sorting(_ sortCase: SortCase) throws {
    let context = try contextWithTasks()
    let request = NSFetchRequest<Task>(entityName: "Task")
    request.sortDescriptors = sortCase.keys.map { NSSortDescriptor(key: $0.key, ascending: $0.ascending) }
    #expect(try context.fetch(request).map(\.title) == sortCase.titles)
    // Ties broken by saved order, with a Swift key path descriptor too.
    request.sortDescriptors = [NSSortDescriptor(keyPath: \Task.groupForSorting, ascending: true)]
    #expect(try context.fetch(request).map(\.title) == ["C", "A", "D", "B"])
  }

  @Test("A limit and an offset apply after sorting")
  func limitAndOffset() throws {
    let context = try contextWithTasks()
    let request = NSFetchRequest<Task>(entityName: "Task")
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    request.fetchLimit = 2
    #expect(try context.fetch(request).map(\.title) == ["A", "B"])
    request.fetchOffset = 1
    #expect(try context.fetch(request).map(\.title) == ["B", "C"])
    #expect(try context.count(for: request) == 2)
  }

  @Test("A fetch sees pending changes: new tasks, deletions and new values, ties in creation order")
  func pendingChanges() throws {
    let context = try contextWithTasks()
    let request = NSFetchRequest<Task>(entityName: "Task")
    request.predicate = NSPredicate(format: "dueDate <= %@", day(2) as NSDate)
    request.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
    let tasks = try context.fetch(request)
    try #require(tasks.map(\.title) == ["A", "B"])
    let (a, b) = (tasks[0], tasks[1])

    context.delete(a)
    b.dueDate = day(5)
    insertTask("E", due: day(1), into: context)
    insertTask("F", due: day(1), into: context)
    let d = try context.fetch(NSFetchRequest<Task>(entityName: "Task")).first { $0.title == "D" }!
    d.dueDate = day(1)
    #expect(try context.fetch(request).map(\.title) == ["D", "E", "F"])
    #expect(try context.count(for: request) == 3)

    // Saving keeps the order of the ties: D was saved before E and F were created.
    try context.save()
    #expect(try context.fetch(request).map(\.title) == ["D", "E", "F"])
    // The same objects come back: one object per row per context.
    #expect(try context.fetch(request).first === d)
  }
}

extension Task {
  /// A value every task shares, to sort by with a Swift key path.
  var groupForSorting: Int { 0 }
}
