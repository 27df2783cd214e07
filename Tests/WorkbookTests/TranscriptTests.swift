import Testing

@testable import Workbook

/// The text form of transcripts: what approved transcripts store and every variant must match.
struct TranscriptTests {
  /// The screen's final newlines are cut on its bytes, exactly as cutting its last characters
  /// while they are "\n" would: a "\r\n" is one character, not a newline.
  @Test(arguments: ["a\n\n", "a", "\n", "", "a\r\n", "a\r\n\n", "é\n", "\n\nb\n", "\r\n"])
  func trailingNewlinesAreDroppedAsCharactersWouldBe(screen: String) {
    var characters = Substring(screen)
    while characters.last == "\n" { characters = characters.dropLast() }
    #expect(screen.droppingTrailingNewlines == characters)
  }

  @Test func anEntryListsProblemsThenLogThenConsoleThenTheScreen() {
    let entry = Transcript.Entry(
      number: 3, action: "tap \"OK\"", screen: "status bar: default\n",
      log: ["Meals successfully saved."],
      console: ["Attempt to present <UIAlertController> … which is already presenting <UIAlertController>."],
      problems: ["✗ nothing on screen has that name"])
    #expect(
      entry.text == """
        ▶ 3. tap "OK"
        ✗ nothing on screen has that name
        log: Meals successfully saved.
        console: Attempt to present <UIAlertController> … which is already presenting <UIAlertController>.
        status bar: default

        """)
  }

  @Test func entriesAreSeparatedByOneBlankLineAndSplitBackApart() {
    let transcript = Transcript(entries: [
      Transcript.Entry(number: 1, action: "launch", screen: "a\n", log: [], problems: []),
      Transcript.Entry(
        number: 2, action: "tap \"+\"", screen: "b\n", log: [], console: ["warning"], problems: []),
    ])
    #expect(transcript.text == "▶ 1. launch\na\n\n▶ 2. tap \"+\"\nconsole: warning\nb\n")
    #expect(
      Transcript.entryTexts(of: transcript.text) == [
        "▶ 1. launch\na\n", "▶ 2. tap \"+\"\nconsole: warning\nb\n",
      ])
  }
}
