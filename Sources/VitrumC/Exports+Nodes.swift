import CVitrumAPI
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

/// Sets an attribute of a node through the player, so that the timeline keeps it as the node's model.
private func change(
  _ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ function: String,
  _ body: (Node) throws(CallError) -> Void
) -> vitrum_status {
  call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let node = try embedded.node(id, function)
    var failure: CallError?
    embedded.player.changeNodes([node]) {
      do throws(CallError) { try body(node) } catch { failure = error }
    }
    if let failure { throw failure }
  }
}

/// The node as a painted node (shape or text), or the error for one that is not.
private func painted(_ node: Node, _ function: String, _ attribute: String) throws(CallError) -> PaintedNode {
  guard let painted = node as? PaintedNode else {
    throw CallError(
      VITRUM_ERROR_NO_SUCH_ATTRIBUTE,
      "\(function): \(node.kindName) \(node.id) has no \(attribute) (shapes and text do)")
  }
  return painted
}

@c(vitrum_node_set_translation)
public func vitrumNodeSetTranslation(
  _ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ x: Double, _ y: Double
)
  -> vitrum_status
{
  setPair(scene, id, x, y, "vitrum_node_set_translation", ("x", "y")) { $0.translation = Point($1, $2) }
}

@c(vitrum_node_set_scale)
public func vitrumNodeSetScale(
  _ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ sx: Double, _ sy: Double
)
  -> vitrum_status
{
  setPair(scene, id, sx, sy, "vitrum_node_set_scale", ("sx", "sy")) { node, x, y in
    node.scaleX = x
    node.scaleY = y
  }
}

@c(vitrum_node_set_rotation)
public func vitrumNodeSetRotation(_ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ degrees: Double)
  -> vitrum_status
{
  let function = "vitrum_node_set_rotation"
  return change(scene, id, function) { node throws(CallError) in
    node.rotation = try finite(degrees, function, "degrees")
  }
}

@c(vitrum_node_set_anchor)
public func vitrumNodeSetAnchor(
  _ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ x: Double, _ y: Double
)
  -> vitrum_status
{
  setPair(scene, id, x, y, "vitrum_node_set_anchor", ("x", "y")) { $0.anchor = Point($1, $2) }
}

@c(vitrum_node_set_opacity)
public func vitrumNodeSetOpacity(_ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ opacity: Double)
  -> vitrum_status
{
  let function = "vitrum_node_set_opacity"
  return change(scene, id, function) { node throws(CallError) in
    guard opacity.isFinite, (0...1).contains(opacity) else {
      throw .argument(function, "opacity must be a number from 0 to 1, found \(opacity)")
    }
    node.opacity = opacity
  }
}

@c(vitrum_node_set_hidden)
public func vitrumNodeSetHidden(_ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ hidden: Int32)
  -> vitrum_status
{
  change(scene, id, "vitrum_node_set_hidden") { node throws(CallError) in node.isHidden = hidden != 0 }
}

@c(vitrum_node_set_fill)
public func vitrumNodeSetFill(
  _ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ json: UnsafePointer<CChar>?
)
  -> vitrum_status
{
  setPaint(scene, id, json, "vitrum_node_set_fill", "fill", decode: SceneFile.decodeFill) { $0.fill = $1 }
}

@c(vitrum_node_set_glass)
public func vitrumNodeSetGlass(
  _ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ json: UnsafePointer<CChar>?
)
  -> vitrum_status
{
  setPaint(scene, id, json, "vitrum_node_set_glass", "glass", decode: SceneFile.decodeGlass) { $0.glass = $1 }
}

/// Sets a painted node's fill or glass from the scene file's JSON for it; NULL removes it.
private func setPaint<Value>(
  _ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ json: UnsafePointer<CChar>?, _ function: String,
  _ attribute: String, decode: (String, String) throws(SceneFileError) -> Value?,
  assign: (PaintedNode, Value?) -> Void
) -> vitrum_status {
  change(scene, id, function) { node throws(CallError) in
    let target = try painted(node, function, attribute)
    guard let json else { return assign(target, nil) }
    do throws(SceneFileError) {
      assign(target, try decode(String(cString: json), attribute))
    } catch {
      throw CallError(VITRUM_ERROR_INVALID_ARGUMENT, error.description)
    }
  }
}

/// Sets two numbers of a node (a point, or a scale per axis), both checked finite before either is set.
private func setPair(
  _ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ x: Double, _ y: Double, _ function: String,
  _ names: (String, String), _ assign: (Node, Double, Double) -> Void
) -> vitrum_status {
  change(scene, id, function) { node throws(CallError) in
    let first = try finite(x, function, names.0)
    let second = try finite(y, function, names.1)
    assign(node, first, second)
  }
}
