/// What the comparison measures in one variant's sources, with the Swift scanner the goals use:
/// the sizes that say where the code went, and what a unit test can reach without a screen.
public struct SourceMeasures: Codable, Sendable, Equatable {
  /// A named count: a type and its lines, or a destination and the lines that moved there.
  public struct Count: Codable, Sendable, Equatable {
    public let name: String
    public let lines: Int

    public init(name: String, lines: Int) {
      self.name = name
      self.lines = lines
    }
  }

  /// A type a test can exercise without a screen, and the protocols of the sources it names that
  /// a test replaces with a double (a spy view, a fake store).
  public struct TestableType: Codable, Sendable, Equatable {
    public let name: String
    public let doubles: [String]
  }

  /// The main view controller and its lines (nil: the variant has none).
  public let controller: Count?
  /// The type with the most lines.
  public let largestType: Count?
  public let files: Int
  public let types: Int
  public let protocols: Int
  /// The types with behaviour (a method or an initialiser with a body) that a unit test can
  /// exercise without importing HeadlessUIKit, by name; types that only carry data are left out.
  public let testable: [TestableType]
  /// Lines of the massive controller found, in this variant, outside its controller: in total, and
  /// by the type they are now in (most first).
  public let moved: Int
  public let movedTo: [Count]

  /// The distinct protocols the testable types need doubles of.
  public var doubles: [String] {
    Array(Set(testable.flatMap(\.doubles))).sorted()
  }
}

extension SourceMeasures {
  /// Measures a variant's sources against the chapter's root step (where the massive controller is).
  /// The controller is the type of that name; a variant that renamed it is measured by its largest
  /// subclass of a UIKit view controller.
  init(_ map: TypeMap, root: TypeMap, controller name: String?, screen: ScreenVocabulary) {
    let controller = name.flatMap(map.type) ?? map.largestViewController
    self.controller = controller.map { Count(name: $0.name, lines: $0.lines) }
    largestType = map.types.max { $0.lines < $1.lines }.map { Count(name: $0.name, lines: $0.lines) }
    files = map.sources.files.count
    types = map.types.count
    protocols = map.protocols.count
    let bound = map.screenBound(given: screen.names)
    let declared = Set(map.protocols.keys)
    testable = map.types.filter { !bound.contains($0.name) && $0.methods > 0 }.map { type in
      TestableType(
        name: type.name, doubles: type.names.intersection(declared).subtracting(type.inherited).sorted())
    }
    let destinations = Self.destinations(of: root, name.flatMap(root.type)?.name, in: map, controller?.name)
    moved = destinations.reduce(0) { $0 + $1.lines }
    movedTo = destinations
  }

  /// Where the lines of the root's controller are now, outside the variant's controller: each
  /// line of the root controller is matched once with the same line elsewhere (the variant's
  /// controller first, then the other types in order). A line that the root already had in a type
  /// other than its controller is that type's own, not a moved one (`super.viewDidLoad()`).
  private static func destinations(
    of root: TypeMap, _ rootController: String?, in map: TypeMap, _ controller: String?
  ) -> [Count] {
    guard let rootController else { return [] }
    var remaining: [String: [String?]] = [:]  // line → the types it is in, one per occurrence
    for line in map.codeLines() { remaining[line.text, default: []].append(line.type) }
    let rootLines = root.codeLines()
    for line in rootLines where line.type != rootController {
      if let index = remaining[line.text]?.firstIndex(where: { $0 == line.type }) {
        remaining[line.text]?.remove(at: index)
      }
    }
    var counts: [String: Int] = [:]
    for line in rootLines where line.type == rootController {
      guard var places = remaining[line.text], !places.isEmpty else { continue }
      let index = places.firstIndex { $0 == controller } ?? 0
      let place = places.remove(at: index)
      remaining[line.text] = places
      if let place, place != controller { counts[place, default: 0] += 1 }
    }
    return counts.map { Count(name: $0.key, lines: $0.value) }.sorted {
      ($0.lines, $1.name) > ($1.lines, $0.name)
    }
  }
}
