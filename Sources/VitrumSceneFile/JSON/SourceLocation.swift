/// A position in a JSON document.
///
/// `offset` is for programs (slicing the original bytes); `line` and `column` are for people.
/// Both line and column are 1-based, and the column counts Unicode scalars, as described on
/// ``SceneFileError``.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The 0-based byte offset into the document, including any byte-order mark.
  public var offset: Int
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars from the start of the line.
  public var column: Int

  /// Creates a location.
  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// The location as `LINE:COLUMN`.
  public var description: String { "\(line):\(column)" }
}

/// Turns byte offsets into line and column numbers.
///
/// Rather than tracking lines while tokenizing, the parser asks for a location only where it
/// needs one, and the locator scans forward from the last answer. The parser asks in increasing
/// offset order, so the total work is one extra linear pass; an earlier offset (only ever needed
/// for an error) restarts the scan from the beginning.
///
/// Line breaks are LF, CRLF and a lone CR, as editors count them. Columns count every byte that
/// is not a UTF-8 continuation byte, which is exactly one per scalar in valid UTF-8 and stays
/// well-defined when an error is reported just before invalid bytes.
struct SourceLocator {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let start: Int
  private var offset: Int
  private var line = 1
  private var column = 1

  /// Creates a locator whose line 1, column 1 is at `start`, so that a byte-order mark is skipped.
  init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
    self.bytes = bytes
    self.start = start
    self.offset = start
  }

  /// The location of the byte at `target`, which may be `bytes.count` for the end of input.
  mutating func location(at target: Int) -> SourceLocation {
    let target = min(max(target, start), bytes.count)
    if target < offset {
      offset = start
      line = 1
      column = 1
    }
    var i = offset
    while i < target {
      let byte = bytes[i]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte == 0x0D {
        // In CRLF the LF ends the line, so the CR is only a break when it stands alone.
        if i + 1 < bytes.count && bytes[i + 1] == 0x0A {
          column += 1
        } else {
          line += 1
          column = 1
        }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    offset = target
    return SourceLocation(offset: target, line: line, column: column)
  }
}
