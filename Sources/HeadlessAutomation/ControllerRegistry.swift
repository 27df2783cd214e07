import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// The view controllers an app created, held weakly, and which of them the screen has shown: what
/// leak checking asks about. Creating a controller registers it with the app being driven.
@MainActor
final class ControllerRegistry {
  private final class Entry {
    weak var controller: UIViewController?
    var wasShown = false
    var isReported = false
    init(_ controller: UIViewController) { self.controller = controller }
  }

  private var entries: [Entry] = []

  func register(_ controller: UIViewController) {
    entries.append(Entry(controller))
  }

  /// The controllers still alive that the screen showed and no longer shows (all the live ones,
  /// once nothing is on screen: the app quit), each reported once; the dead are forgotten.
  func survivors(onScreen: [UIViewController], quit: Bool) -> [UIViewController] {
    let shown = Set(onScreen.map(ObjectIdentifier.init))
    var survivors: [UIViewController] = []
    entries.removeAll { $0.controller == nil }
    for entry in entries {
      guard let controller = entry.controller else { continue }
      if shown.contains(ObjectIdentifier(controller)) {
        entry.wasShown = true
      } else if (entry.wasShown || quit) && !entry.isReported {
        entry.isReported = true
        survivors.append(controller)
      }
    }
    return survivors
  }
}
