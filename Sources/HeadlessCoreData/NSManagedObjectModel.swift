import Foundation

/// The schema: the entities a store holds. Apple loads it from a compiled .xcdatamodeld;
/// here it is defined in code, with Core Data's classes or the shorter builder below:
///
///     let model = NSManagedObjectModel(entities: [
///       NSEntityDescription(name: "Task", managedObjectClass: Task.self, attributes: [
///         .string("title"), .date("dueDate"), .string("id"),
///       ])
///     ])
@MainActor
open class NSManagedObjectModel {
  /// The entities, in the order they were given.
  open var entities: [NSEntityDescription] = [] {
    didSet {
      for entity in entities { entity.managedObjectModel = self }
    }
  }

  /// The entities by name.
  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }) { first, _ in first }
  }

  public init() {}

  /// A model with these entities.
  public convenience init(entities: [NSEntityDescription]) {
    self.init()
    self.entities = entities
    for entity in entities { entity.managedObjectModel = self }
  }
}
