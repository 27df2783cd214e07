import Foundation

/// The Qiita API client the article's code calls: `ApiClient.request(completion:)` fetches the
/// newest articles.
///
/// Each call is a request to the World named `GET /api/v2/items #1`, `#2`… in the order they
/// were made: it answers on a later turn of the run loop (at the next settle), or, when the
/// scenario holds requests, when the scenario releases or fails it, in any order. It answers with
/// the articles the backend serves when it answers.
@MainActor
public enum ApiClient {
  /// The name of the app's `number`th request (from 1), as scenarios release or fail it.
  nonisolated public static func requestName(_ number: Int) -> String {
    "GET /api/v2/items #\(number)"
  }

  /// Fetches the newest articles; `completion` runs later, on the main thread.
  public static func request(completion: @escaping (Result<[Article], Error>) -> Void) {
    let world = ArticlesWorld.current
    world.requestCount += 1
    world.requests.submit(requestName(world.requestCount)) { [world] answer in
      switch answer {
      case .success:
        completion(.success(world.articles))
      case .failure(let message):
        completion(.failure(ApiError.requestFailed(message: message)))
      }
    }
  }
}
