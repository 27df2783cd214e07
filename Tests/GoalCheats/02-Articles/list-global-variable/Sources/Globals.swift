import ArticlesKit

var articles: [Article] = []

final class ArticlesModel {}
