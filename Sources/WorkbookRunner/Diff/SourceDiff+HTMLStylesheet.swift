extension SourceDiff {
  /// The diff page's rules, after `HTMLPage.baseStylesheet`. Wide: two sides, each a number
  /// column as wide as the file's longest line number and a code column taking the rest. Below
  /// 800 px and in print: one column, a run of changes as its removed lines then its inserted
  /// ones, unchanged lines once; two number columns, old then new, as a unified diff has (an
  /// unchanged line's old number from its `data-old`). Colours hold at least 4.5:1 against their
  /// backgrounds (text, highlighted words, diff backgrounds), light and dark; print uses marks,
  /// not backgrounds.
  static let diffStylesheet = """
    :root { --removed: #ffebe9; --inserted: #dafbe1; --removed-word: #ffcecb; --inserted-word: #abf2bc;
      --removed-line: #cf222e; --inserted-line: #1a7f37; --move-a: #f3eefc; --move-b: #e8dffa; --move-line: #8250df;
      --move-link: #6639ba; --fold: #ddf4ff; --keyword: #a0111f; --type: #873000; --string: #0a3069;
      --comment: #57606a; --number: #0550ae; }
    @media (prefers-color-scheme: dark) {
      :root { --removed: #25171c; --inserted: #12261e; --removed-word: #4d1c22; --inserted-word: #163622;
        --removed-line: #f85149; --inserted-line: #3fb950; --move-a: #1f1a2e; --move-b: #2a2142;
        --move-line: #a371f7; --move-link: #d2a8ff; --fold: #121d2f; --keyword: #ff7b72; --type: #ffa657;
        --string: #a5d6ff; --comment: #9198a1; --number: #79c0ff; }
    }
    ul.files { padding-left: 1.2em; }
    section.story { border-left: 3px solid var(--move-line); padding: 0.1em 0 0.1em 0.9em; margin: 1em 0; }
    section.story p { margin: 0.35em 0; }
    section.story code { overflow-wrap: anywhere; }
    ul.files code, h2 code { overflow-wrap: anywhere; }
    section.file { margin-top: 2em; }
    .diff { font: 12.5px/1.5 ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; tab-size: 4;
      -moz-tab-size: 4; border: 1px solid var(--border); border-radius: 6px; overflow: hidden; }
    .diff .row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
    .diff.one-side .row { grid-template-columns: minmax(0, 1fr); }
    .diff .old, .diff .new { display: flex; min-width: 0; }
    .diff:not(.one-side) .row > .old { border-right: 1px solid var(--border); }
    .diff .head > div { display: block; padding: 4px 0.6em; background: var(--panel); overflow-wrap: anywhere;
      border-bottom: 1px solid var(--border); }
    .diff .num { flex: none; box-sizing: content-box; padding: 0 0.6em; text-align: right; color: var(--muted);
      user-select: none; border-left: 3px solid transparent; }
    .digits-1 { --digits: 1ch; } .digits-2 { --digits: 2ch; } .digits-3 { --digits: 3ch; }
    .digits-4 { --digits: 4ch; } .digits-5 { --digits: 5ch; } .digits-6 { --digits: 6ch; }
    .diff .num { width: var(--digits); }
    .diff .code { flex: 1 1 auto; min-width: 0; padding: 0 0.6em; white-space: pre-wrap; overflow-wrap: anywhere; }
    .diff .removed { background: var(--removed); }
    .diff .inserted { background: var(--inserted); }
    .diff .empty { background: var(--panel); }
    .diff .moved.move-a { background: var(--move-a); }
    .diff .moved.move-b { background: var(--move-b); }
    .diff .moved > .num { border-left-color: var(--move-line); }
    .diff .note { display: block; padding: 2px 0.6em; font: 12px/1.5 -apple-system, "Segoe UI", Helvetica, Arial,
      sans-serif; background: var(--move-a); }
    .diff .note a, .diff .note a:visited { color: var(--move-link); font-weight: 600; }
    .diff .note.empty { background: var(--panel); }
    .diff del, .diff ins { text-decoration: none; border-radius: 2px; }
    .diff del { background: var(--removed-word); }
    .diff ins { background: var(--inserted-word); }
    .k { color: var(--keyword); } .t { color: var(--type); } .s { color: var(--string); }
    .c { color: var(--comment); font-style: italic; } .n { color: var(--number); }
    details.fold > summary { padding: 2px 0.6em; background: var(--fold); color: var(--muted); cursor: pointer;
      font: 12px/1.6 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
    @media (max-width: 800px), print {
      .diff .row, .diff.one-side .row { display: contents; }
      .diff .block { display: flex; flex-direction: column; }
      .diff .block .old { order: 1; }
      .diff .block .new { order: 2; }
      .diff .same.old, .diff .empty { display: none; }
      .diff:not(.one-side) .row > .old { border-right: 0; }
      .diff .removed > .num { border-left-color: var(--removed-line); }
      .diff .inserted > .num { border-left-color: var(--inserted-line); }
      .diff .moved > .num { border-left-color: var(--move-line); }
      .diff:not(.one-side) .num { box-sizing: border-box; width: calc(2 * var(--digits) + 2.2em); }
      .diff:not(.one-side) .old > .num { padding-right: calc(var(--digits) + 1.6em); }
      .diff:not(.one-side) .new > .num { padding-left: calc(var(--digits) + 1.6em); }
      .diff:not(.one-side) .same.new > .num { display: flex; justify-content: space-between; padding-left: 0.6em; }
      .diff:not(.one-side) .same.new > .num::before { content: attr(data-old); width: var(--digits); text-align: right; }
    }
    @media print {
      .diff { border: 0; border-radius: 0; font-size: 8.5pt; overflow: visible; }
      .diff .removed, .diff .inserted, .diff .moved.move-a, .diff .moved.move-b, .diff .note, .diff .head > div,
        details.fold > summary { background: none; }
      .diff del { background: none; text-decoration: line-through; }
      .diff ins { background: none; text-decoration: underline; font-weight: bold; }
      .diff .moved > .num { border-left-style: dotted; }
      section.file + section.file { break-before: page; }
      .diff .old, .diff .new { break-inside: avoid; }
    }
    """
}
