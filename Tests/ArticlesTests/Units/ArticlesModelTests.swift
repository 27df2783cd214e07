import ArticlesKit
import Testing

@testable import ArticlesFixes

// Step 3's model, alone: a spy for its delegate, the backend's requests held by a World.

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

  // MARK: Subject under test

  private let world: ArticlesWorld
  private let model = ArticlesModel()
  private let spy = ArticlesModelDelegateSpy()

  init() throws {
    world = try ArticlesWorld()
    world.requests.policy = .hold
    model.delegate = spy
  }

  // MARK: Tests

  @Test("A request tells the delegate once it answers, and the model keeps the articles")
  func requestSucceeds() throws {
    ArticlesWorld.current = world  // the backend the API client reaches, for this test alone
    model.request()
    #expect(spy.results.isEmpty)

    try world.requests.release(ApiClient.requestName(1))

    #expect(model.articles == Article.samples)
    #expect(spy.results.count == 1)
    #expect((try? spy.results.first?.get()) == Article.samples)
  }

  @Test("A second answer replaces the articles, not appends to them")
  func secondAnswerReplaces() throws {
    ArticlesWorld.current = world  // the backend the API client reaches, for this test alone
    model.request()
    try world.requests.release(ApiClient.requestName(1))
    world.publish(.published)
    model.request()
    try world.requests.release(ApiClient.requestName(2))

    #expect(model.articles == [.published] + Article.samples)
  }

  @Test("A failure reaches the delegate with the backend's error; the articles stay")
  func requestFails() throws {
    ArticlesWorld.current = world  // the backend the API client reaches, for this test alone
    model.request()
    try world.requests.release(ApiClient.requestName(1))
    model.request()
    try world.requests.fail(ApiClient.requestName(2), message: "offline")

    #expect(model.articles == Article.samples)
    guard case .failure(let error) = spy.results.last else {
      Issue.record("the delegate was not told of the failure")
      return
    }
    #expect(error as? ApiError == .requestFailed(message: "offline"))
  }
}
