import ArticlesKit

/// The list's state, and what the user does to it. The view controller binds to the state
/// through the closures: the view model knows nothing of views.
@MainActor
final class ArticlesViewModel {
  /// Called with the whole list each time it changes.
  var articlesDidChange: (([Article]) -> Void)?
  /// Called when a request has answered, whatever the answer.
  var requestDidFinish: (() -> Void)?

  private(set) var articles: [Article] = [] {
    didSet {
      articlesDidChange?(articles)
    }
  }

  private let model: ArticlesModelInput

  init(model: ArticlesModelInput) {
    self.model = model
  }

  func viewDidLoad() {
    requestArticles()
  }

  func didPullToRefresh() {
    requestArticles()
  }

  private func requestArticles() {
    model.fetchArticles { [weak self] result in
      self?.requestDidFinish?()
      switch result {
      case .success(let value):
        self?.articles += value
      case .failure(let error):
        print(error)
      }
    }
  }
}
