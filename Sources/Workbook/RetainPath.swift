/// What keeps a leaked object alive, as far as stored properties show: a walk with `Mirror`
/// (private properties included) from the object back to itself, or to the closures that may hold it.
///
/// `Mirror` cannot tell a weak property from a strong one, nor see what a closure captured: the
/// walk skips HeadlessUIKit's own weak properties (UIKit's are weak too), and names the nearest
/// closures it meets (four at most) when no path of properties leads back.
@MainActor
struct RetainPath {
  /// One stored property on the way: the type that declares it, and its name.
  private struct Step {
    let owner: String
    let property: String
    var text: String { "\(owner).\(property)" }
  }

  private static let headlessUIKitWeakProperties: Set<String> = [
    "superview", "owningViewController", "parent", "ownPresentingViewController", "delegate",
    "dataSource", "navigationItem", "owningView", "managingNavigationController", "owningBar",
    "owningTableView", "tableView", "transitioningDelegate",
    // Not weak, but HeadlessUIKit's own: the scene a controller came from.
    "storyboardScene",
  ]
  private static let limit = 5_000

  /// The learner's words for a leaked controller: its type and what holds it.
  static func leakMessage(for object: AnyObject) -> String {
    "leak: \(typeName(object)) is still alive after it left the screen — \(explanation(for: object))"
  }

  /// The cycle back to the object (`A.presenter → P.ui → A`), else the closure that may hold it.
  static func explanation(for root: AnyObject) -> String {
    var queue: [(object: AnyObject, path: [Step])] = [(root, [])]
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var closures: [[Step]] = []
    var index = 0
    while index < queue.count, index < limit {
      let (object, path) = queue[index]
      index += 1
      for (step, reference) in references(of: object) {
        switch reference {
        case .closure: closures.append(path + [step])
        case .object(let next) where next === root:
          return (path + [step]).map(\.text).joined(separator: " → ") + " → \(typeName(root))"
        case .object(let next):
          if seen.insert(ObjectIdentifier(next)).inserted { queue.append((next, path + [step])) }
        }
      }
    }
    return suspects(closures)
  }

  /// What a closure captured is out of `Mirror`'s sight: the nearest closures are the suspects.
  private static func suspects(_ closures: [[Step]]) -> String {
    guard !closures.isEmpty else {
      return "none of its stored properties leads back to it: something outside it holds it"
    }
    return "perhaps held by a closure that captured it (what a closure captured cannot be seen); "
      + "the nearest closures it holds are stored in "
      + closures.prefix(4).map { $0.map(\.text).joined(separator: " → ") }.joined(separator: ", in ")
  }

  private enum Reference {
    case object(AnyObject)
    case closure
  }

  /// The objects and closures an object's stored properties hold, through values in between.
  private static func references(of object: AnyObject) -> [(Step, Reference)] {
    var found: [(Step, Reference)] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      let owner = String(reflecting: current.subjectType)
      let isHeadless = owner.hasPrefix("HeadlessUIKit.")
      for child in current.children {
        guard let label = child.label,
          !(isHeadless && headlessUIKitWeakProperties.contains(label))
        else { continue }
        let step = Step(owner: typeName(current.subjectType), property: propertyName(label))
        collect(child.value, depth: 0) { found.append((step, $0)) }
      }
      mirror = current.superclassMirror
    }
    return found
  }

  /// The objects and closures inside a value: itself if it is one, else its parts.
  private static func collect(_ value: Any, depth: Int, into add: (Reference) -> Void) {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      add(.object(value as AnyObject))
      return
    }
    if mirror.displayStyle == nil, String(describing: type(of: value)).contains("->") {
      add(.closure)
      return
    }
    guard depth < 6 else { return }
    for child in mirror.children { collect(child.value, depth: depth + 1, into: add) }
  }

  /// A property's name as written: a lazy one is stored as `$__lazy_storage_$_name`.
  private static func propertyName(_ label: String) -> String {
    let lazyPrefix = "$__lazy_storage_$_"
    return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
  }

  private static func typeName(_ object: AnyObject) -> String {
    typeName(type(of: object))
  }

  private static func typeName(_ type: Any.Type) -> String {
    String(describing: type)
  }
}
