import Foundation

/// A chapter's deployment target, as its lesson declares it in one line of its README:
/// `Deployment target: iOS 14.0; the `5-Diffable` branch: iOS 15.0.` The first version is the
/// chapter's; a step folder in backticks followed by a version has its own.
struct DeploymentTarget {
  let chapter: OperatingSystemVersion
  let steps: [String: OperatingSystemVersion]

  static let linePrefix = "Deployment target:"

  init?(readme: String) {
    guard let line = readme.split(separator: "\n").first(where: { $0.hasPrefix(Self.linePrefix) }) else {
      return nil
    }
    var chapter: OperatingSystemVersion?
    var steps: [String: OperatingSystemVersion] = [:]
    var step: String?
    let pieces = line.dropFirst(Self.linePrefix.count).split(separator: "`", omittingEmptySubsequences: false)
    for (index, piece) in pieces.enumerated() {
      if index % 2 == 1 {
        step = String(piece)
        continue
      }
      guard let range = piece.range(of: #"iOS \d+(\.\d+)*"#, options: .regularExpression),
        let version = SurfaceList.version(String(piece[range]))
      else { continue }
      if let current = step {
        steps[current] = version
        step = nil
      } else if chapter == nil {
        chapter = version
      }
    }
    guard let chapter else { return nil }
    self.chapter = chapter
    self.steps = steps
  }

  /// The target a lesson file is built for: its step's, or the chapter's (Kit, Exercise).
  func target(forFile path: String) -> OperatingSystemVersion {
    let components = path.split(separator: "/")
    guard let steps = components.firstIndex(of: "Steps"), steps + 1 < components.count else { return chapter }
    return self.steps[String(components[steps + 1])] ?? chapter
  }
}
