final class RecipesPresenter {}
