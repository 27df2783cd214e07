import ArticlesKit
import Testing

@testable import ArticlesMVVM

// The MVVM branch's view model, alone: the test binds to it as the view controller does.

@MainActor
@Suite("ArticlesViewModel (MVVM)")
struct ArticlesViewModelTests {
  private let world: ArticlesWorld
  private let viewModel = ArticlesViewModel()
  /// What the bindings received, in order.
  private let observed = Observed()

  /// What a test bound to the view model saw.
  final class Observed {
    var events: [String] = []
  }

  init() throws {
    world = try ArticlesWorld()
    world.requests.policy = .hold
    viewModel.articlesDidChange = { [observed] articles in
      observed.events.append("\(articles.count) articles")
    }
    viewModel.requestDidFinish = { [observed] in observed.events.append("request finished") }
  }

  @Test("viewDidLoad requests; the answer finishes the request, then changes the articles")
  func viewDidLoadLoads() throws {
    ArticlesWorld.current = world  // the backend the API client reaches, for this test alone
    viewModel.viewDidLoad()
    #expect(observed.events.isEmpty)

    try world.requests.release(ApiClient.requestName(1))

    #expect(observed.events == ["request finished", "3 articles"])
    #expect(viewModel.articles == Article.samples)
  }

  @Test("A pull to refresh requests again and appends the answer (the seed's bug, kept by the refactoring)")
  func pullToRefresh() throws {
    ArticlesWorld.current = world  // the backend the API client reaches, for this test alone
    viewModel.viewDidLoad()
    try world.requests.release(ApiClient.requestName(1))
    viewModel.didPullToRefresh()
    try world.requests.release(ApiClient.requestName(2))

    #expect(observed.events == ["request finished", "3 articles", "request finished", "6 articles"])
  }

  @Test("A failure finishes the request and leaves the articles alone")
  func failure() throws {
    ArticlesWorld.current = world  // the backend the API client reaches, for this test alone
    viewModel.viewDidLoad()
    try world.requests.fail(ApiClient.requestName(1), message: "offline")

    #expect(observed.events == ["request finished"])
    #expect(world.log.lines == ["requestFailed: offline"])
  }
}
