import ArticlesKit
import Testing

@testable import ArticlesFixes

// Step 3's model, alone: a spy for its delegate, and a stub for the request it is given.

@MainActor
@Suite("ArticlesModel (step 3)")
struct ArticlesModelTests {
  // MARK: Test doubles

  final class ArticlesModelDelegateSpy: ArticlesModelDelegate {
    var results: [Result<[Article], Error>] = []

    func completedRequest(result: Result<[Article], Error>) {
      results.append(result)
    }
  }

  /// Holds each request until the test answers it.
  @MainActor
  final class FetchStub {
    var pendingCompletions: [(Result<[Article], Error>) -> Void] = []

    func fetch(completion: @escaping (Result<[Article], Error>) -> Void) {
      pendingCompletions.append(completion)
    }

    /// Answers the oldest pending request.
    func answer(_ result: Result<[Article], Error>) {
      pendingCompletions.removeFirst()(result)
    }
  }

  struct Offline: Error {}

  // MARK: Subject under test

  private let stub = FetchStub()
  private let model: ArticlesModel
  private let spy = ArticlesModelDelegateSpy()

  init() {
    model = ArticlesModel(fetch: stub.fetch)
    model.delegate = spy
  }

  // MARK: Tests

  @Test("A request tells the delegate once it answers, and the model keeps the articles")
  func requestSucceeds() {
    model.request()
    #expect(stub.pendingCompletions.count == 1)
    #expect(spy.results.isEmpty)

    stub.answer(.success(Article.samples))

    #expect(model.articles == Article.samples)
    #expect(spy.results.count == 1)
    #expect((try? spy.results.first?.get()) == Article.samples)
  }

  @Test("A second answer replaces the articles, not appends to them")
  func secondAnswerReplaces() {
    model.request()
    stub.answer(.success(Article.samples))
    model.request()
    stub.answer(.success([.published] + Article.samples))

    #expect(model.articles == [.published] + Article.samples)
  }

  @Test("A failure reaches the delegate with the request's error; the articles stay")
  func requestFails() {
    model.request()
    stub.answer(.success(Article.samples))
    model.request()
    stub.answer(.failure(Offline()))

    #expect(model.articles == Article.samples)
    guard case .failure(let error) = spy.results.last else {
      Issue.record("the delegate was not told of the failure")
      return
    }
    #expect(error is Offline)
  }
}
