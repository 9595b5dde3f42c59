import VitrumScene

/// The text measurer of the renderer's fonts, for programs that lay a scene out without rendering it
/// (`vitrum eval`): `scene.textMeasurer = TextMeasurers.shaping()`.
public enum TextMeasurers {
  /// A measurer that shapes text with Pango, as `CairoRenderer` draws it.
  public static func shaping() -> any TextMeasuring { TextOutliner() }
}
