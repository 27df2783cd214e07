import Testing

@testable import Workbook

/// The text form of transcripts: what approved transcripts store and every variant must match.
struct TranscriptTests {
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
