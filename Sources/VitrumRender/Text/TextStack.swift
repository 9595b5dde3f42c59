import CCairo
import CPango

/// The libraries that turn text into glyph outlines, by version: what a display-list snapshot of a scene
/// with text depends on besides Vitrum (the installed fonts too, which have no version to ask for).
public enum TextStack {
  /// For example `cairo 1.16.0, pango 1.50.12, harfbuzz 6.0.0`.
  public static let versions: String =
    "cairo \(String(cString: cairo_version_string())), pango \(String(cString: pango_version_string())), "
    + "harfbuzz \(String(cString: hb_version_string()))"
}
