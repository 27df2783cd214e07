import Foundation
import HeadlessUIKit
import Testing

@testable import FoodTrackerFixes

// The rating control of the chapter's last step, tested alone: what no scenario shows. The
// transcripts show each star's image and value; not the highlighted images, the hint VoiceOver
// reads on the current star, or a control that the storyboard decodes (init(coder:), which
// Interface Builder calls on iOS) or whose stars are changed after it is made.

@MainActor
@Suite("RatingControl (step 7)")
struct RatingControlTests {
  /// Its stars, left to right.
  private func stars(of control: RatingControl) -> [UIButton] {
    control.arrangedSubviews.compactMap { $0 as? UIButton }
  }

  @Test("Made by code or decoded from a storyboard, it shows five stars")
  func fiveStars() {
    for control in [RatingControl(frame: .zero), RatingControl(coder: NSCoder())] {
      #expect(stars(of: control).count == 5)
      #expect(control.subviews.count == 5)
    }
  }

  @Test("Changing the star count replaces the stars, and a tap on a new star rates by its place")
  func starCountReplacesTheStars() {
    let control = RatingControl(frame: .zero)

    control.starCount = 3

    #expect(stars(of: control).count == 3)
    #expect(control.subviews.count == 3)
    stars(of: control)[0].sendActions(for: .touchUpInside)
    #expect(control.rating == 1)
  }

  @Test("Changing the star size makes the stars again")
  func starSizeRemakesTheStars() {
    let control = RatingControl(frame: .zero)
    let before = stars(of: control)

    control.starSize = CGSize(width: 30, height: 30)

    let after = stars(of: control)
    #expect(after.count == 5)
    #expect(zip(before, after).allSatisfy { $0 !== $1 })
  }

  @Test("A star shows the highlighted star while it is touched, selected or not")
  func highlightedImages() {
    let star = stars(of: RatingControl(frame: .zero))[0]

    #expect(star.image(for: .normal) == UIImage(named: "emptyStar"))
    #expect(star.image(for: .selected) == UIImage(named: "filledStar"))
    #expect(star.image(for: .highlighted) == UIImage(named: "highlightedStar"))
    #expect(star.image(for: [.highlighted, .selected]) == UIImage(named: "highlightedStar"))
  }

  @Test("Only the star of the current rating hints that tapping it resets the rating", arguments: 0...5)
  func resetHint(rating: Int) {
    let control = RatingControl(frame: .zero)

    control.rating = rating

    let hints = stars(of: control).map(\.accessibilityHint)
    let expected = (1...5).map { $0 == rating ? "Tap to reset the rating to zero." : nil }
    #expect(hints == expected)
  }
}
