final class ListRecipesInteractor {}
