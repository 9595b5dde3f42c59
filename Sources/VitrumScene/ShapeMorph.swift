import VitrumGeometry

/// A glass outline on its way from another outline: the glass is drawn as the blend of the two outlines'
/// signed distance fields, d = (1 − progress)·d_source + progress·d_own, which is how Liquid Glass morphs
/// one shape into another (there is no point-to-point correspondence to choose, and the in-between melts
/// like the container's union does).
///
/// A node's `shapeMorph` is a presented value: the motion layer writes it while a morph by glass id or a
/// change of outline between kinds runs, and clears it when the morph ends. Only glass draws the blend;
/// a morphing node's fill and stroke draw its own outline.
public struct ShapeMorph: Hashable, Sendable {
  /// The outline the morph starts from, in its own coordinates.
  public var source: Shape
  /// The source's coordinates → the morphing node's coordinates.
  public var sourceTransform: AffineMatrix
  /// 0 shows the source outline, 1 the node's own outline.
  public var progress: Double

  /// Creates a morph.
  public init(
    source: Shape, sourceTransform: AffineMatrix = .identity, progress: Double
  ) {
    self.source = source
    self.sourceTransform = sourceTransform
    self.progress = progress
  }

  /// The source outline's bounds in the node's coordinates.
  public var sourceBounds: Rect { sourceTransform.apply(source.bounds) }

  /// Whether every number is finite.
  public var isFinite: Bool {
    source.isFinite && sourceTransform.isFinite && progress.isFinite
  }
}
