final class ArticlesViewModel {}
