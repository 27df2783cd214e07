import ArticlesKit
import Testing

@testable import ArticlesListArticlesRouter

// The VIP branch's interactor, alone: a spy for its presenter and a stub for its worker (the API),
// which holds each fetch until the test answers it. No screen, no backend.

private let first = Array(Article.samples.prefix(2))
private let later = [Article.published]

@MainActor
@Suite("ListArticlesInteractor (VIP)")
struct ListArticlesInteractorTests {
  // MARK: Test doubles

  /// The backend's answers to successive fetches (nil: a failure), what each presents and the list
  /// kept at the end, named as the test's output names them.
  struct Answers: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let answers: [[Article]?]
    let presented: [[Article]?]
    let kept: [Article]
  }

  final class ListArticlesPresentationLogicSpy: ListArticlesPresentationLogic {
    /// What each response carried: the articles, or nil for a failure.
    var presented: [[Article]?] = []

    func presentFetchedArticles(response: ListArticles.FetchArticles.Response) {
      presented.append(try? response.result.get())
    }
  }

  /// Holds each fetch until the test answers it.
  final class ArticlesWorkerStub: ArticlesWorker {
    var pendingCompletions: [(Result<[Article], Error>) -> Void] = []

    override func fetchArticles(completion: @escaping (Result<[Article], Error>) -> Void) {
      pendingCompletions.append(completion)
    }

    /// Answers the oldest pending fetch: the articles, or a failure for nil.
    func answer(_ articles: [Article]?) {
      let completion = pendingCompletions.removeFirst()
      completion(articles.map { .success($0) } ?? .failure(ApiError.requestFailed(message: "Offline")))
    }
  }

  // MARK: Subject under test

  let presenter = ListArticlesPresentationLogicSpy()
  let worker = ArticlesWorkerStub()
  let interactor = ListArticlesInteractor()

  init() {
    interactor.presenter = presenter
    interactor.articlesWorker = worker
  }

  // MARK: Fetch articles

  // A failure presents the error and leaves the list as it was.
  @Test(
    "Each answer is appended to the kept list (the source's bug, kept) and the whole list presented",
    arguments: [
      Answers(testDescription: "one answer", answers: [first], presented: [first], kept: first),
      Answers(
        testDescription: "a refresh appends", answers: [first, later], presented: [first, first + later],
        kept: first + later),
      Answers(
        testDescription: "a failure, then an answer", answers: [nil, first], presented: [nil, first],
        kept: first),
      Answers(
        testDescription: "an answer, then a failure", answers: [first, nil], presented: [first, nil],
        kept: first),
    ])
  func fetchArticles(_ run: Answers) {
    for answer in run.answers {
      // Given
      interactor.fetchArticles(request: ListArticles.FetchArticles.Request())
      #expect(worker.pendingCompletions.count == 1, "one fetch per request")

      // When
      worker.answer(answer)
    }

    // Then
    #expect(presenter.presented == run.presented)
    #expect(interactor.articles == run.kept)
  }

  @Test("Nothing is presented before the worker answers")
  func pending() {
    interactor.fetchArticles(request: ListArticles.FetchArticles.Request())

    #expect(presenter.presented.isEmpty)
    #expect(interactor.articles.isEmpty)
  }
}
