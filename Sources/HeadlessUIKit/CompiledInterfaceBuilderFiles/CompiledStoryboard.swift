import Foundation

/// A storyboard as the app's bundle holds it once Xcode has compiled it (a .storyboardc): what
/// `UIStoryboard(name:bundle:)` reads. HeadlessInterfaceBuilder's `StoryboardFile` compiles to
/// it; lesson code never names it (it is SPI: see docs/Design-notes.md, "Three modules").
@_spi(InterfaceBuilder)
@MainActor
public struct CompiledStoryboard {
  public let name: String
  public let initialSceneIdentifier: String?
  public let scenes: [CompiledStoryboardScene]

  public init(name: String, initialSceneIdentifier: String?, scenes: [CompiledStoryboardScene]) {
    self.name = name
    self.initialSceneIdentifier = initialSceneIdentifier
    self.scenes = scenes
  }
}
