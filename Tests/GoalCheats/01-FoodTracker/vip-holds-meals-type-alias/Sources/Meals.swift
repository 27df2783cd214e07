import FoodTrackerKit

typealias Meals = [Meal]
