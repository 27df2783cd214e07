@_spi(InterfaceBuilder) import HeadlessUIKit

/// What Xcode puts in the app's bundle from its Interface Builder files: the storyboards and nibs,
/// compiled, that `UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)` and
/// `Bundle.main.loadNibNamed(_:owner:options:)` find by name once the app is launched with it
/// (`HeadlessApp.launch(_:bundle:mainStoryboardFile:)`).
@MainActor
public struct AppBundle {
  public let storyboards: [StoryboardFile]
  public let nibs: [NibFile]

  public init(storyboards: [StoryboardFile] = [], nibs: [NibFile] = []) {
    self.storyboards = storyboards
    self.nibs = nibs
  }

  var compiled: CompiledBundle {
    CompiledBundle(storyboards: storyboards.map(\.compiled), nibs: nibs.map(\.compiled))
  }
}
