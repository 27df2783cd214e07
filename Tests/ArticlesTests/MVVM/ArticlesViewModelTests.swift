import ArticlesKit
import Testing

@testable import ArticlesMVVM

// The MVVM branch's view model, alone: the test binds to it as the view controller does, and
// answers its model's fetches with a stub.

@MainActor
@Suite("ArticlesViewModel (MVVM)")
struct ArticlesViewModelTests {
  // MARK: Test doubles

  /// Holds each fetch until the test answers it.
  final class ArticlesModelInputStub: ArticlesModelInput {
    var pendingCompletions: [(Result<[Article], Error>) -> Void] = []

    func fetchArticles(completion: @escaping (Result<[Article], Error>) -> Void) {
      pendingCompletions.append(completion)
    }

    /// Answers the oldest pending fetch.
    func answer(_ result: Result<[Article], Error>) {
      pendingCompletions.removeFirst()(result)
    }
  }

  struct Offline: Error {}

  /// What the bindings received, in order.
  final class Observed {
    var events: [String] = []
  }

  // MARK: Subject under test

  private let model = ArticlesModelInputStub()
  private let viewModel: ArticlesViewModel
  private let observed = Observed()

  init() {
    viewModel = ArticlesViewModel(model: model)
    viewModel.articlesDidChange = { [observed] (articles: [Article]) in
      observed.events.append("\(articles.count) articles")
    }
    viewModel.requestDidFinish = { [observed] in observed.events.append("request finished") }
  }

  // MARK: Tests

  @Test("viewDidLoad asks the model; the answer finishes the request, then changes the articles")
  func viewDidLoadLoads() {
    viewModel.viewDidLoad()
    #expect(model.pendingCompletions.count == 1)
    #expect(observed.events.isEmpty)

    model.answer(.success(Article.samples))

    #expect(observed.events == ["request finished", "3 articles"])
    #expect(viewModel.articles == Article.samples)
  }

  @Test("A pull to refresh asks again and appends the answer (the seed's bug, kept by the refactoring)")
  func pullToRefresh() {
    viewModel.viewDidLoad()
    model.answer(.success(Article.samples))
    viewModel.didPullToRefresh()
    model.answer(.success(Article.samples))

    #expect(observed.events == ["request finished", "3 articles", "request finished", "6 articles"])
  }

  @Test("A failure finishes the request and leaves the articles alone")
  func failure() {
    viewModel.viewDidLoad()
    model.answer(.failure(Offline()))

    #expect(observed.events == ["request finished"])
    #expect(viewModel.articles.isEmpty)
  }
}
