final class ListMealsInteractor {}
