import VitrumIO

/// The pieces every HTML report shares: the page with its style sheet, escaping, tables, and the section
/// that says how and where the numbers were taken. Pages are self-contained apart from images beside them.
enum HTMLPage {
  /// Text made safe for element content and quoted attributes.
  static func escape(_ text: String) -> String { TextEscaping.html(text) }

  /// A complete page around `body` (already HTML).
  static func document(title: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escape(title))</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    <main>
    \(body)
    </main>
    </body>
    </html>

    """
  }

  static let style = """
    :root { color-scheme: light; --ink: #0f172a; --muted: #475569; --line: #e2e8f0; --accent: #7c3aed; }
    * { box-sizing: border-box; }
    body { margin: 0; background: #f1f5f9; color: var(--ink);
      font: 15px/1.5 "DejaVu Sans", system-ui, sans-serif; }
    main { max-width: 1280px; margin: 0 auto; padding: 28px 32px 48px; background: #fff; }
    h1 { font-size: 26px; margin: 0 0 4px; overflow-wrap: anywhere; }
    h2 { font-size: 19px; margin: 36px 0 10px; padding-top: 12px; border-top: 1px solid var(--line); }
    .sub { color: var(--muted); margin: 0 0 12px; }
    .lead { font-size: 19px; font-weight: bold; color: var(--accent); margin: 8px 0 18px; }
    figure { margin: 0; }
    figure img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); }
    figcaption { color: var(--muted); font-size: 13px; margin-top: 6px; }
    .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
    table { border-collapse: collapse; font-size: 13px; margin: 4px 0; }
    th, td { padding: 5px 9px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
    th { background: #f8fafc; font-weight: bold; }
    td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .wide { overflow-x: auto; }
    pre { background: #0f172a; color: #e2e8f0; padding: 12px 14px; border-radius: 6px; overflow-x: auto;
      white-space: pre-wrap; overflow-wrap: anywhere; font-size: 13px; }
    .warn { color: #b45309; }
    """

  /// A table; columns whose index is in `numeric` are right-aligned. Cells are already HTML.
  static func table(header: [String], rows: [[String]], numeric: Set<Int> = []) -> String {
    func cells(_ values: [String], tag: String) -> String {
      values.enumerated().map { i, v in
        "<\(tag)\(numeric.contains(i) ? " class=\"n\"" : "")>\(v)</\(tag)>"
      }.joined()
    }
    let head = "<tr>" + cells(header.map(escape), tag: "th") + "</tr>"
    let body = rows.map { "<tr>" + cells($0, tag: "td") + "</tr>" }.joined(separator: "\n")
    return "<div class=\"wide\"><table>\n\(head)\n\(body)\n</table></div>"
  }

  /// The exact command, the folder it ran in and the machine, with a note when the build was a debug one.
  static func provenance(command: String, workingDirectory: String, machine: MachineDescription) -> String {
    var html = "<h2>How this was measured</h2>\n<pre><code>\(escape(command))</code></pre>\n"
    html += "<p class=\"sub\">run in <code>\(escape(workingDirectory))</code></p>\n"
    if machine.build == "debug" {
      html +=
        "<p class=\"warn\">A debug build: its kernels run many times slower than a release build's "
        + "(<code>swift build -c release</code>), so absolute times here say little.</p>\n"
    }
    html += table(header: ["machine", ""], rows: machine.rows.map { [escape($0.0), escape($0.1)] })
    return html
  }
}
