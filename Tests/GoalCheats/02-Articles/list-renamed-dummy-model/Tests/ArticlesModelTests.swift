import Testing

@testable import ArticlesExercise

@Test func startsEmpty() {
  #expect(ArticlesModel().articles.isEmpty)
}
