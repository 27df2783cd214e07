import FoodTrackerKit
import Foundation
import HeadlessUIKit

/// The List Meals scene's use cases: what each request asks, what the interactor answers, and
/// what the presenter hands the view controller to display.
enum ListMeals {

  // MARK: Use cases

  enum FetchMeals {
    struct Request {
    }
    struct Response {
      var meals: [Meal]
    }
    struct ViewModel {
      var displayedMeals: [DisplayedMeal]
    }
  }

  enum AddMeal {
    struct Request {
      var meal: Meal
    }
    struct Response {
      var meal: Meal
      var index: Int
    }
    struct ViewModel {
      var displayedMeal: DisplayedMeal
      var indexPath: IndexPath
    }
  }

  enum UpdateMeal {
    struct Request {
      var meal: Meal
      var index: Int
    }
    struct Response {
      var meal: Meal
      var index: Int
    }
    struct ViewModel {
      var displayedMeal: DisplayedMeal
      var indexPath: IndexPath
    }
  }

  enum DeleteMeal {
    struct Request {
      var index: Int
    }
    struct Response {
      var index: Int
    }
    struct ViewModel {
      var indexPath: IndexPath
    }
  }

  // MARK: Displayed values

  /// A meal as a row of the list shows it.
  struct DisplayedMeal: Equatable {
    var name: String
    var photo: UIImage?
    var rating: Int
  }
}
