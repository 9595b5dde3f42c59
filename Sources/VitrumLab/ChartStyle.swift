import VitrumRender
import VitrumScene

/// The colours and type sizes every chart shares, so a bar chart and a sweep read as one family.
enum ChartStyle {
  static let ink = Color(hex: "#0F172A")!
  static let muted = Color(hex: "#475569")!
  static let faint = Color(hex: "#94A3B8")!
  static let grid = Color(hex: "#E2E8F0")!
  /// The ratio per-node / container and its interval.
  static let ratio = Color(hex: "#7C3AED")!
  /// The part of a frame no measured stage covers.
  static let rest = Color(hex: "#CBD5E1")!

  /// Each mode's colour in curves and swatches.
  static func color(_ mode: RenderMode) -> Color {
    mode == .container ? Color(hex: "#0284C7")! : Color(hex: "#EA580C")!
  }

  /// Each stage's colour in stacked bars: picked in `FrameStage.allCases` order from a palette that
  /// stays distinct from the mode colours and the grey of the rest.
  static func color(_ stage: FrameStage) -> Color {
    let palette = ["#0D9488", "#7C3AED", "#DB2777", "#CA8A04", "#4F46E5", "#65A30D"]
    let index = FrameStage.allCases.firstIndex(of: stage) ?? 0
    return Color(hex: palette[index % palette.count])!
  }

  static let titleSize = 24.0
  static let subtitleSize = 15.0
  static let labelSize = 14.0
  static let tickSize = 13.0
}
