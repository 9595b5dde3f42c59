import VitrumRender
import VitrumScene

extension LintContext {
  /// The colour a viewer sees where the canvas is transparent: the system's backdrop of the scheme.
  static func systemBackdrop(_ scheme: ColorScheme) -> SIMD3<Double> {
    scheme == .dark ? SIMD3(0, 0, 0) : SIMD3(1, 1, 1)
  }

  /// The content layer a glass command of the per-node list refracts: every content command drawn before
  /// it, without any glass (glass never samples glass), rendered alone.
  ///
  /// Shapes whose commands share the same content beneath (nothing but glass between them) share one
  /// render. Group layers are composited as groups here, where the renderer's content layer takes each draw
  /// with the layer's opacity; the two differ only where translucent groups overlap themselves.
  func contentLayer(before commandIndex: Int) throws(LintError) -> PixelImage {
    let commands = perNodeList.commands.prefix(commandIndex)
    let key = commands.lastIndex(where: { !Self.isGlass($0) }) ?? -1
    if let cached = contentLayerCache[key] { return cached }
    var list = perNodeList
    list.commands = Self.balanced(commands.filter { !Self.isGlass($0) })
    let image = try render(list, with: perNodeRenderer, what: "the content layer")
    contentLayerCache[key] = image
    return image
  }

  /// Renders a display list, naming what it was for when the renderer refuses.
  func render(_ list: DisplayList, with renderer: CairoRenderer, what: String) throws(LintError) -> PixelImage
  {
    do {
      return PixelImage(try renderer.render(list).surface)
    } catch {
      throw LintError("cannot render \(what): \(error.description)")
    }
  }

  /// The display list the viewer's renderer draws for the scene in another environment. The scene is not
  /// changed: a second scene shares its nodes.
  func containerList(in environment: SceneEnvironment) -> DisplayList {
    let variant = Scene(
      size: scene.size, background: scene.background, environment: environment,
      textMeasurer: scene.textMeasurer, root: scene.root)
    return containerRenderer.displayList(for: variant)
  }

  static func isGlass(_ command: DisplayCommand) -> Bool {
    switch command {
    case .glass, .glassContainer: true
    default: false
    }
  }

  /// `commands` with the clips and layers they leave open closed at the end, so a prefix of a display
  /// list renders.
  static func balanced<S: Sequence>(_ commands: S) -> [DisplayCommand] where S.Element == DisplayCommand {
    var result: [DisplayCommand] = []
    var open: [DisplayCommand] = []
    for command in commands {
      result.append(command)
      switch command {
      case .pushClip: open.append(.popClip)
      case .pushLayer: open.append(.popLayer)
      case .popClip, .popLayer: if !open.isEmpty { open.removeLast() }
      default: break
      }
    }
    return result + open.reversed()
  }
}
