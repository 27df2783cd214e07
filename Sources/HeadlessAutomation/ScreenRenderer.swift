import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// Draws the screen as text: the status bar, navigation bars, the controllers' views depth
/// first, tables row by row, presented controllers and alerts. Deterministic: the same screen
/// always renders to the same bytes. The format is described in docs/HeadlessUIKit.md.
@MainActor
enum ScreenRenderer {
  static func render(_ window: UIWindow) -> String {
    var lines = ["status bar: \(window.statusBarStyle)"]
    if let root = window.rootViewController, root.isViewLoaded, root.view.window === window {
      renderView(root.view, depth: 0, into: &lines)
    }
    for presented in Layers.presentedChain(from: window.rootViewController) {
      renderPresented(presented, into: &lines)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }
}
