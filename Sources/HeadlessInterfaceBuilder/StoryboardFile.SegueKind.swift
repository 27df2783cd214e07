@_spi(InterfaceBuilder) import HeadlessUIKit

extension StoryboardFile {
  /// A segue's kind, as Interface Builder's segue inspector sets it.
  public enum SegueKind {
    /// Pushes onto the source's navigation controller, or presents when there is none.
    case show
    /// Presents modally; a style other than `.automatic` is set on the destination.
    case presentModally(UIModalPresentationStyle = .automatic)
    /// Runs a `UIStoryboardSegue` subclass's `perform()`.
    case custom(UIStoryboardSegue.Type)

    var compiled: CompiledStoryboardSegue.Kind {
      switch self {
      case .show: .show
      case .presentModally(let style): .presentModally(style)
      case .custom(let segueClass): .custom(segueClass)
      }
    }
  }
}
