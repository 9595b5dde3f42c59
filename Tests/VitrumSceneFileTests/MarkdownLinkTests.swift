import Foundation
import Testing

/// The documentation holds together: every link between the repository's Markdown files leads to a file
/// that exists (and to a heading that exists, when it names one), every page under `docs/` is reachable
/// from the README, and every `docs/PAGE.md, *Heading*` a source comment cites names a real page and
/// heading.
@Suite struct MarkdownLinkTests {
  /// A link found in a Markdown file.
  struct Link: CustomStringConvertible {
    var file: URL
    var line: Int
    var target: String
    var description: String { "\(file.path.dropFirst(Repository.root.path.count + 1)):\(line): \(target)" }
  }

  /// The Markdown files of the repository, outside build products and hidden folders.
  static func markdownFiles() -> [URL] {
    let keys: [URLResourceKey] = [.isDirectoryKey]
    guard
      let walker = FileManager.default.enumerator(
        at: Repository.root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker {
      if url.lastPathComponent == ".build" || url.lastPathComponent == "References" {
        walker.skipDescendants()
        continue
      }
      if url.pathExtension == "md" { found.append(url.standardizedFileURL) }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The lines of a Markdown file outside fenced code blocks, with inline code spans removed (or, with
  /// `keepingCode`, only their backticks).
  static func prose(of text: String, keepingCode: Bool = false) -> [(number: Int, text: String)] {
    var lines: [(Int, String)] = []
    var fenced = false
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        fenced.toggle()
        continue
      }
      if fenced { continue }
      let withoutCode =
        keepingCode
        ? line.replacingOccurrences(of: "`", with: "")
        : line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
      lines.append((index + 1, withoutCode))
    }
    return lines
  }

  /// Every `[text](target)` and `![alt](target)` of a file, external addresses left out.
  static func links(in file: URL) throws -> [Link] {
    let text = try String(contentsOf: file, encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#)
    var links: [Link] = []
    for (number, line) in prose(of: text) {
      let range = NSRange(line.startIndex..., in: line)
      for match in pattern.matches(in: line, range: range) {
        let target = String(line[Range(match.range(at: 1), in: line)!])
        if target.contains("://") || target.hasPrefix("mailto:") { continue }
        links.append(Link(file: file, line: number, target: target))
      }
    }
    return links
  }

  /// The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens,
  /// repeats numbered.
  static func anchors(of file: URL) throws -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    let text = try String(contentsOf: file, encoding: .utf8)
    for (_, line) in prose(of: text, keepingCode: true) where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      var slug = ""
      for character in title.lowercased() {
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          slug.append(character)
        } else if character == " " {
          slug.append("-")
        }
      }
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// The headings of a file as written, inline code marks removed.
  static func headings(of file: URL) throws -> Set<String> {
    let text = try String(contentsOf: file, encoding: .utf8)
    return Set(
      text.components(separatedBy: "\n").filter { $0.hasPrefix("#") }.map {
        $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
      })
  }

  /// Where a link leads: the file and the anchor, if any.
  static func resolve(_ link: Link) -> (file: URL, anchor: String?) {
    let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
    let anchor = parts.count > 1 ? String(parts[1]) : nil
    let file =
      path.isEmpty
      ? link.file : link.file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
    return (file, anchor)
  }

  @Test func everyLinkLeadsSomewhere() throws {
    let files = Self.markdownFiles()
    #expect(files.count >= 10, "found only \(files.count) Markdown files")
    var checked = 0
    for file in files {
      for link in try Self.links(in: file) {
        checked += 1
        let (target, anchor) = Self.resolve(link)
        guard FileManager.default.fileExists(atPath: target.path) else {
          Issue.record("dead link \(link)")
          continue
        }
        if let anchor, target.pathExtension == "md" {
          #expect(try Self.anchors(of: target).contains(anchor), "no heading for the anchor of \(link)")
        }
      }
    }
    #expect(checked > 50, "only \(checked) links checked")
  }

  @Test func everyDocsPageIsReachableFromTheReadme() throws {
    let readme = Repository.root.appendingPathComponent("README.md").standardizedFileURL
    var reached: Set<URL> = [readme]
    var queue = [readme]
    while let file = queue.popLast() {
      for link in try Self.links(in: file) {
        let target = Self.resolve(link).file
        if target.pathExtension == "md", FileManager.default.fileExists(atPath: target.path),
          reached.insert(target).inserted
        {
          queue.append(target)
        }
      }
    }
    let docs = Repository.root.appendingPathComponent("docs")
    let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
    #expect(pages.count >= 9)
    for page in pages {
      #expect(reached.contains(docs.appendingPathComponent(page).standardizedFileURL), "docs/\(page)")
    }
  }

  /// A comment that cites `docs/PAGE.md, *Heading*` (its lines joined, comment marks removed).
  @Test func sourceCommentsCiteRealPagesAndHeadings() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
      Issue.record("no Sources folder")
      return
    }
    let cite = try NSRegularExpression(pattern: #"docs/([\w-]+\.md)(?:, \*([^*]+)\*)?"#)
    var cites = 0
    for case let url as URL in walker where url.pathExtension == "swift" {
      let joined = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        .map { $0.replacingOccurrences(of: #"^\s*///?\s?"#, with: "", options: .regularExpression) }
        .joined(separator: " ")
      for match in cite.matches(in: joined, range: NSRange(joined.startIndex..., in: joined)) {
        cites += 1
        let page = Repository.root.appendingPathComponent("docs")
          .appendingPathComponent(String(joined[Range(match.range(at: 1), in: joined)!]))
        let name = url.lastPathComponent
        guard FileManager.default.fileExists(atPath: page.path) else {
          Issue.record("\(name) cites \(page.lastPathComponent), which does not exist")
          continue
        }
        if let range = Range(match.range(at: 2), in: joined) {
          let heading = joined[range].replacingOccurrences(
            of: #"\s+"#, with: " ", options: .regularExpression)
          #expect(
            try Self.headings(of: page).contains(heading),
            "\(name) cites \(page.lastPathComponent), *\(heading)*, which has no such heading")
        }
      }
    }
    #expect(cites >= 20, "only \(cites) citations of docs/ found")
  }
}
