import Foundation
import VitrumGeometry
import VitrumScene

/// What the text caches cost and save, for `Tools/bench-text`: shaped texts by (string, font), glyph
/// outlines by (font, glyph) and distance fields by (glyph, transform, sub-pixel phase). The workload is
/// the return timer's countdown — its 301 strings 05:00 … 00:00 in bold 112 pt digits at scale 2, as
/// the scene draws them — and, for shaping, a paragraph whose letters repeat (text-scripts' wrapped
/// line). Each case is timed over the whole workload, the cases interleaved run by run so that drift on
/// a shared machine hits them alike. It prints and never
/// asserts a time (`vitrum-bench text`, `Tools/bench-text`).
package enum TextCacheBenchmark {
  /// The paragraph is shaped this many times per timed run, so that a run lasts as long as the countdown's.
  static let repeats = 50

  /// "05:00" … "00:00": what the timer shows over five minutes.
  static let countdown = (0...300).reversed().map { String(format: "%02d:%02d", $0 / 60, $0 % 60) }

  /// Both measurements on the return timer's scene, seeked to an instant its timer shows, and its timer
  /// node.
  package static func run(scene: Scene, timer: TextNode, runs: Int = 11, emit: (String) -> Void) {
    shaping(timer: timer, runs: runs, emit: emit)
    distanceFields(scene: scene, timer: timer, runs: runs, emit: emit)
  }

  static func shaping(timer: TextNode, runs: Int, emit: (String) -> Void) {
    let digits = Self.countdown.map { text in
      var content = timer.content
      content.text = text
      content.origin = .zero
      return content
    }
    let paragraph = TextContent(
      "Lines break within a width: this paragraph wraps at 330 points and keeps its words whole.",
      font: Font(size: 16), origin: .zero, wrapWidth: 330)
    // Two shapers with their fonts loaded: one keeps its outlines, the other forgets them before each
    // text, so that neither case inherits the other's cache.
    let warm = TextShaper()
    let cold = TextShaper()
    let outliner = TextOutliner()
    for content in digits + [paragraph] {
      _ = warm.shape(content, layoutDirection: .leftToRight)
      _ = cold.shape(content, layoutDirection: .leftToRight)
    }
    _ = outliner.shaped(digits[0], layoutDirection: .leftToRight)
    let m = BlurBenchmark.medians(
      runs: runs,
      [
        {
          // A new string whose glyphs are known: Pango shapes it, the outlines come from the cache.
          for content in digits { _ = warm.shape(content, layoutDirection: .leftToRight) }
        },
        {
          // The same without the outline cache: every glyph traced from the font again.
          for content in digits {
            cold.removeCachedGlyphOutlines()
            _ = cold.shape(content, layoutDirection: .leftToRight)
          }
        },
        {
          // A string already shaped, asked for again (every frame between two changes): the shaped-text
          // cache answers.
          for _ in digits { _ = outliner.shaped(digits[0], layoutDirection: .leftToRight) }
        },
        { for _ in 0..<Self.repeats { _ = warm.shape(paragraph, layoutDirection: .leftToRight) } },
        {
          for _ in 0..<Self.repeats {
            cold.removeCachedGlyphOutlines()
            _ = cold.shape(paragraph, layoutDirection: .leftToRight)
          }
        },
      ])
    let n = Double(digits.count)
    emit(String(format: "shaping, median of %d runs; µs per string", runs))
    emit(
      String(
        format:
          "timer digits (301 strings) | outlines cached %.1f | traced anew %.1f | saved %.0f %% "
          + "| shaped text cached %.2f",
        m[0] / n * 1000, m[1] / n * 1000, (1 - m[0] / m[1]) * 100, m[2] / n * 1000))
    emit(
      String(
        format:
          "paragraph (90 characters) | outlines cached %.1f | traced anew %.1f | saved %.0f %%",
        m[3] / Double(Self.repeats) * 1000, m[4] / Double(Self.repeats) * 1000, (1 - m[3] / m[4]) * 100))
    let fresh = TextShaper()
    for content in digits { _ = fresh.shape(content, layoutDirection: .leftToRight) }
    let countdown = fresh.glyphCacheStatistics
    _ = fresh.shape(paragraph, layoutDirection: .leftToRight)
    let both = fresh.glyphCacheStatistics
    emit(
      String(
        format:
          "glyph outline cache | the countdown: %d outlines, %d path elements, %.1f kB "
          + "| with the paragraph: %d outlines, %d path elements, %.1f kB",
        countdown.outlines, countdown.elements, Double(countdown.bytes) / 1000, both.outlines, both.elements,
        Double(both.bytes) / 1000))
  }

  static func distanceFields(scene: Scene, timer: TextNode, runs: Int, emit: (String) -> Void) {
    let renderer = CairoRenderer(options: .init(scale: 2, threads: 1))
    // The timer's glass as the frame draws it, once per string.
    var items: [GlassItem] = []
    for text in Self.countdown {
      timer.text = text
      timer.textChange = nil
      for command in renderer.displayList(for: scene).commands {
        if case .glass(let item) = command, item.nodeID == "timer" { items.append(item) }
      }
    }
    guard items.count == Self.countdown.count else {
      emit("distance fields: the timer drew \(items.count) glass items for \(Self.countdown.count) strings")
      return
    }
    let list = renderer.displayList(for: scene)
    let canvas = PixelRect(x: 0, y: 0, width: list.width, height: list.height)
    let margins = items.map { GlassCompositor.shadowReach(for: $0) + 2 }
    let wholeLines = items.map { item in
      var whole = item
      whole.glyphs = nil
      return whole
    }
    let perGlyph = GlassCompositor(threads: 1)
    let whole = GlassCompositor(threads: 1)
    var log = FrameLog()
    for (item, margin) in zip(items, margins) {
      _ = perGlyph.distance(for: item, margin: margin, canvas: canvas, log: &log)
    }
    let held = perGlyph.glyphFields.heldPixels
    let fields = perGlyph.glyphFields.misses
    let m = BlurBenchmark.medians(
      runs: runs,
      [
        {
          // Each new string from cached glyph fields: the line's field is their minimum.
          for (item, margin) in zip(items, margins) {
            _ = perGlyph.distance(for: item, margin: margin, canvas: canvas, log: &log)
          }
        },
        {
          // Each new string measured whole (its path is new to the path-keyed cache: a miss each time).
          for (item, margin) in zip(wholeLines, margins) {
            _ = whole.distance(for: item, margin: margin, canvas: canvas, log: &log)
          }
        },
        {
          // One string drawn again and again (the frames between two changes): its composed line found ...
          for _ in items {
            _ = perGlyph.distance(for: items[0], margin: margins[0], canvas: canvas, log: &log)
          }
        },
        {
          // ... against the whole-line field found in the path-keyed cache.
          for _ in items {
            _ = whole.distance(for: wholeLines[0], margin: margins[0], canvas: canvas, log: &log)
          }
        },
      ])
    let n = Double(items.count)
    let area = zip(items, margins).map { item, margin in
      (item.deviceBounds.width + 2 * margin) * (item.deviceBounds.height + 2 * margin)
    }
    emit(
      String(
        format:
          "distance fields of the timer at scale 2 (about %.0f k field pixels a line), median of %d "
          + "runs; ms per string", area.reduce(0, +) / n / 1000, runs))
    emit(
      String(
        format:
          "a new string | from glyph fields %.3f | measured whole %.3f | %.1f× faster",
        m[0] / n, m[1] / n, m[1] / m[0]))
    emit(
      String(
        format:
          "the same string again | its composed line cached %.3f | whole line from the path cache %.3f",
        m[2] / n, m[3] / n))
    emit(
      String(
        format:
          "glyph field cache after the countdown | %d glyph fields, %d k pixels, %.2f MB "
          + "| %d composed lines, %d k pixels, %.2f MB",
        fields, held.glyphs / 1000, Double(held.glyphs * 4) / 1e6, GlyphFieldCache.lineCapacity,
        held.lines / 1000, Double(held.lines * 4) / 1e6))
  }
}
