import ListPostsKit

typealias World = ListPostsWorld

@MainActor func currentLocale() -> Locale {
  World.current.locale
}
