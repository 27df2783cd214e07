import ArticlesKit

final class ArticlesModel {
  var articles: [Article] = []
}
