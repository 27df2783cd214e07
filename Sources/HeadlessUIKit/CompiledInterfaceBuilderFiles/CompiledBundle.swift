import Foundation

/// What the running app's bundle holds from Interface Builder: its compiled storyboards and
/// nibs, by name. An app is launched with one (`HeadlessApp`); `UIStoryboard(name:bundle:)`,
/// `UINib(nibName:bundle:)` and a controller's default nib lookup read it.
@_spi(InterfaceBuilder)
@MainActor
public struct CompiledBundle {
  public var storyboards: [String: CompiledStoryboard]
  public var nibs: [String: CompiledNib]

  public init(storyboards: [CompiledStoryboard] = [], nibs: [CompiledNib] = []) {
    self.storyboards = Dictionary(storyboards.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    self.nibs = Dictionary(nibs.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
  }
}
