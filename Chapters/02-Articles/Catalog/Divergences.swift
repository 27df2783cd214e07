import Workbook

/// What step 3 fixes, each a behaviour change declared with its reason.
let divergences = [
  DeclaredDivergence(
    variant: "3-Fixes",
    scenarios: [
      "refresh-after-success", "refresh-shows-new-article", "requests-out-of-order", "refresh-while-loading",
    ],
    reason:
      "each answer used to be appended to the list (articles += value), so every refresh repeated "
      + "the articles already shown; the model now owns its articles and an answer replaces them"),
  DeclaredDivergence(
    variant: "3-Fixes", scenarios: ["load-fails", "refresh-after-failure", "refresh-fails"],
    reason:
      "a failed request was only printed to the console, leaving the user an empty table and no "
      + "word why; it is now shown in an alert with the backend's message (and still printed)"),
  DeclaredDivergence(
    variant: "3-Fixes", scenarios: ["tap-a-row"],
    reason:
      "didSelectRowAt was empty, so a tapped row stayed highlighted as if something were about to "
      + "open; it is now deselected at once"),
]
