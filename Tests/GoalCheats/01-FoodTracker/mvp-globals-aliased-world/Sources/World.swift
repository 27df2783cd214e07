import FoodTrackerKit

typealias W = FoodTrackerWorld

@MainActor func install(_ world: FoodTrackerWorld) {
  W.current = world
}
