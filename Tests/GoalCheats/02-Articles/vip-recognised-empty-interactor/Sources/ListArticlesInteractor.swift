final class ListArticlesInteractor {}
