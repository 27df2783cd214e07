import Foundation

/// Managed objects in the order they were added, each at most once.
struct ObjectList {
  private(set) var objects: [NSManagedObject] = []
  private var members: Set<ObjectIdentifier> = []

  var isEmpty: Bool { objects.isEmpty }

  func contains(_ object: NSManagedObject) -> Bool { members.contains(ObjectIdentifier(object)) }

  mutating func append(_ object: NSManagedObject) {
    if members.insert(ObjectIdentifier(object)).inserted { objects.append(object) }
  }

  mutating func remove(_ object: NSManagedObject) {
    if members.remove(ObjectIdentifier(object)) != nil { objects.removeAll { $0 === object } }
  }
}
