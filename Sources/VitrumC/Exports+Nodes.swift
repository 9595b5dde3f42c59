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
      VITRUM_ERROR_NO_SUCH_ATTRIBUTE, "\(function): \(node.kindName) \(node.id) has no \(attribute) (shapes and text do)")
  }
  return painted
}

@c(vitrum_node_set_translation)
public func vitrumNodeSetTranslation(_ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ x: Double, _ y: Double)
  -> vitrum_status
{
  let function = "vitrum_node_set_translation"
  return change(scene, id, function) { node throws(CallError) in
    node.translation = Point(try finite(x, function, "x"), try finite(y, function, "y"))
  }
}

@c(vitrum_node_set_scale)
public func vitrumNodeSetScale(_ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ sx: Double, _ sy: Double)
  -> vitrum_status
{
  let function = "vitrum_node_set_scale"
  return change(scene, id, function) { node throws(CallError) in
    let scale = (x: try finite(sx, function, "sx"), y: try finite(sy, function, "sy"))
    node.scaleX = scale.x
    node.scaleY = scale.y
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
public func vitrumNodeSetAnchor(_ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ x: Double, _ y: Double)
  -> vitrum_status
{
  let function = "vitrum_node_set_anchor"
  return change(scene, id, function) { node throws(CallError) in
    node.anchor = Point(try finite(x, function, "x"), try finite(y, function, "y"))
  }
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
public func vitrumNodeSetFill(_ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ json: UnsafePointer<CChar>?)
  -> vitrum_status
{
  let function = "vitrum_node_set_fill"
  return change(scene, id, function) { node throws(CallError) in
    let target = try painted(node, function, "fill")
    guard let json else {
      target.fill = nil
      return
    }
    do throws(SceneFileError) {
      target.fill = try SceneFile.decodeFill(json: String(cString: json))
    } catch {
      throw CallError(VITRUM_ERROR_INVALID_ARGUMENT, error.description)
    }
  }
}

@c(vitrum_node_set_glass)
public func vitrumNodeSetGlass(_ scene: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ json: UnsafePointer<CChar>?)
  -> vitrum_status
{
  let function = "vitrum_node_set_glass"
  return change(scene, id, function) { node throws(CallError) in
    let target = try painted(node, function, "glass")
    guard let json else {
      target.glass = nil
      return
    }
    do throws(SceneFileError) {
      target.glass = try SceneFile.decodeGlass(json: String(cString: json))
    } catch {
      throw CallError(VITRUM_ERROR_INVALID_ARGUMENT, error.description)
    }
  }
}
