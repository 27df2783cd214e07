final class MealsPresenter {
  func viewDidLoad() {}
}
