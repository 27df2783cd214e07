import Testing

@testable import ArticlesExercise

@Test func model() {
  _ = ArticlesModel()
}
