import Foundation

/// How predicates and sort descriptors are applied to managed objects.
@MainActor
enum FetchEvaluation {
  static func matches(_ object: NSManagedObject, _ predicate: NSPredicate?) -> Bool {
    guard let predicate else { return true }
    #if canImport(Darwin)
      return predicate.evaluate(with: KeyValueCodingProxy(object))
    #else
      return predicate.evaluate(with: object)
    #endif
  }

  /// Sorts by the descriptors, then by each object's tie-breaker (saved order, then creation).
  static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
    objects.sorted { lhs, rhs in
      for descriptor in descriptors {
        switch compare(lhs, rhs, by: descriptor) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return lhs.tieBreaker < rhs.tieBreaker
    }
  }

  private static func compare(_ lhs: NSManagedObject, _ rhs: NSManagedObject, by descriptor: NSSortDescriptor)
    -> ComparisonResult
  {
    #if canImport(Darwin)
      return descriptor.compare(KeyValueCodingProxy(lhs), to: KeyValueCodingProxy(rhs))
    #else
      return descriptor.compare(lhs, to: rhs)
    #endif
  }
}

#if canImport(Darwin)
  /// Apple's Foundation evaluates predicates and sort descriptors through Objective-C
  /// key-value coding, which HeadlessCoreData's objects answer only through their Swift
  /// `value(forKey:)` override: this stand-in answers `value(forKey:)` for them.
  final class KeyValueCodingProxy: NSObject {
    let object: NSManagedObject

    init(_ object: NSManagedObject) {
      self.object = object
    }

    override func value(forKey key: String) -> Any? {
      MainActor.assumeIsolated { object.value(forKey: key) }
    }
  }
#endif
