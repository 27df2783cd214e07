import ArticlesKit

typealias Backend = ApiClient
