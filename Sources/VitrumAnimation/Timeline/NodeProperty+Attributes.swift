import VitrumGeometry
import VitrumScene

extension NodeProperty where Value == Double {
  /// Opacity, 0…1.
  public static var opacity: NodeProperty<Double> {
    NodeProperty(
      name: "opacity", kind: .appearance, space: .vector, read: { $0.opacity }, stage: { $0.opacity = $1 })
  }

  /// The horizontal scale factor, about the anchor.
  public static var scaleX: NodeProperty<Double> {
    NodeProperty(
      name: "scaleX", kind: .geometry, space: .vector, read: { $0.scaleX },
      stage: { $0.components.scaleX = $1 })
  }

  /// The vertical scale factor, about the anchor.
  public static var scaleY: NodeProperty<Double> {
    NodeProperty(
      name: "scaleY", kind: .geometry, space: .vector, read: { $0.scaleY },
      stage: { $0.components.scaleY = $1 })
  }

  /// The rotation about the anchor, degrees clockwise.
  public static var rotation: NodeProperty<Double> {
    NodeProperty(
      name: "rotate", kind: .geometry, space: .vector, read: { $0.rotation },
      stage: { $0.components.rotation = $1 })
  }

  /// A container's spacing: how near its members must come to melt.
  public static var spacing: NodeProperty<Double> {
    NodeProperty(
      name: "spacing", kind: .geometry, space: .vector, read: { ($0 as? ContainerNode)?.spacing },
      stage: { $0.spacing = $1 })
  }
}

extension NodeProperty where Value == Point {
  /// The translation, applied after scale and rotation.
  public static var translation: NodeProperty<Point> {
    NodeProperty(
      name: "translate", kind: .geometry, space: .vector, read: { $0.translation },
      stage: { $0.components.translation = $1 })
  }

  /// The point scale and rotation keep fixed.
  public static var anchor: NodeProperty<Point> {
    NodeProperty(
      name: "anchor", kind: .geometry, space: .vector, read: { $0.anchor },
      stage: { $0.components.anchor = $1 })
  }
}

extension NodeProperty where Value == Bool {
  /// Whether the node is left out of rendering; changes at once.
  public static var hidden: NodeProperty<Bool> {
    NodeProperty(
      name: "hidden", kind: .discrete, space: .discrete, read: { $0.isHidden }, stage: { $0.isHidden = $1 })
  }

  /// Whether a painted node is pressed (interactive glass shows its highlight and grows); changes at once.
  public static var pressed: NodeProperty<Bool> {
    NodeProperty(
      name: "pressed", kind: .discrete, space: .discrete, read: { ($0 as? PaintedNode)?.isPressed },
      stage: { staged, value in staged.writes.append { ($0 as? PaintedNode)?.isPressed = value } })
  }
}

extension NodeProperty where Value == PresentedText {
  /// A text node's text. Without an animation it changes at once; with one, the glyphs that differ
  /// cross-fade (glass morphs from the old outline to the new) — a timer's digit turning over. Under
  /// Reduce Motion a decorative change is a plain swap.
  public static var text: NodeProperty<PresentedText> {
    NodeProperty(
      name: "text", kind: .content,
      space: ValueSpace(blend: { a, b, f in a.blended(to: b, fraction: f) }, vector: nil),
      read: { ($0 as? TextNode).map { PresentedText($0.text) } },
      stage: { staged, value in
        staged.writes.append { node in
          guard let text = node as? TextNode else { return }
          text.text = value.text
          text.textChange = value.previous.map { TextChange(previous: $0, progress: value.progress) }
        }
      })
  }
}

extension NodeProperty where Value == Fill? {
  /// A painted node's fill, blended in premultiplied OKLab; a fill that appears or goes fades its alpha.
  public static var fill: NodeProperty<Fill?> {
    NodeProperty(
      name: "fill", kind: .appearance,
      space: ValueSpace(blend: { a, b, f in Self.blendFills(a, b, f) }, vector: nil),
      read: { ($0 as? PaintedNode).map { $0.fill } },
      stage: { staged, value in staged.writes.append { ($0 as? PaintedNode)?.fill = value } })
  }

  static func blendFills(_ a: Fill?, _ b: Fill?, _ f: Double) -> Fill? {
    if f == 0 { return a }
    if f == 1 { return b }
    switch (a, b) {
    case (let a?, let b?): return a.interpolated(to: b, fraction: f)
    case (let a?, nil): return a.fading(by: max(0, 1 - f))
    case (nil, let b?): return b.fading(by: max(0, f))
    case (nil, nil): return nil
    }
  }
}

extension NodeProperty where Value == GlassMaterial? {
  /// A painted node's glass. Two materials blend parameter by parameter (tints in premultiplied OKLab);
  /// glass that appears or goes blends from or to the same material with every effect at zero — no blur,
  /// refraction, rim, tone, dimming or shadow — which draws exactly the backdrop.
  public static var glass: NodeProperty<GlassMaterial?> {
    NodeProperty(
      name: "glass", kind: .appearance,
      space: ValueSpace(blend: { a, b, f in Self.blendGlass(a, b, f) }, vector: nil),
      read: { ($0 as? PaintedNode).map { $0.glass } }, stage: { $0.glass = $1 })
  }

  static func blendGlass(_ a: GlassMaterial?, _ b: GlassMaterial?, _ f: Double) -> GlassMaterial? {
    if f == 0 { return a }
    if f == 1 { return b }
    switch (a, b) {
    case (let a?, let b?): return a.interpolated(to: b, fraction: f)
    case (let a?, nil): return a.interpolated(to: a.withoutEffect, fraction: f)
    case (nil, let b?): return b.withoutEffect.interpolated(to: b, fraction: f)
    case (nil, nil): return nil
    }
  }
}

extension NodeProperty where Value == PresentedOutline {
  /// A shape node's outline. Outlines of one analytic kind blend their parameters; others morph (see
  /// `PresentedOutline`).
  public static var outline: NodeProperty<PresentedOutline> {
    NodeProperty(
      name: "shape", kind: .geometry, space: .blended,
      read: { ($0 as? ShapeNode).map { PresentedOutline($0.shape) } }, stage: { $0.outline = $1 })
  }
}
