protocol ListMealsRoutingLogic {}

protocol ListMealsDataPassing {}

final class ListMealsRouter: ListMealsRoutingLogic, ListMealsDataPassing {}
