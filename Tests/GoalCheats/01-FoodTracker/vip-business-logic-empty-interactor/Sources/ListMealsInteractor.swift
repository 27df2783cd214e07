protocol ListMealsBusinessLogic {}

protocol ListMealsDataStore {}

final class ListMealsInteractor: ListMealsBusinessLogic, ListMealsDataStore {}
