final class ArticlesPresenter {}
