import FoodTrackerKit

protocol Nothing: AnyObject {}

final class DummyPresenter {}

protocol JunkStorage {}

struct JunkFileStorage: JunkStorage {}

struct JunkMemoryStorage: JunkStorage {}

typealias W = FoodTrackerWorld

@MainActor func install(_ world: FoodTrackerWorld) {
  W.current = world
  _ = [JunkFileStorage(), JunkMemoryStorage()] as [any JunkStorage]
}
