import CVitrumAPI
import Foundation
import VitrumSceneFile

@c(vitrum_scene_load_file)
public func vitrumSceneLoadFile(
  _ path: UnsafePointer<CChar>?, _ outScene: UnsafeMutablePointer<OpaquePointer?>?
) -> vitrum_status {
  call("vitrum_scene_load_file") { () throws(CallError) in
    let path = String(cString: try required(path, "vitrum_scene_load_file", "path"))
    let out = try required(outScene, "vitrum_scene_load_file", "out_scene")
    do throws(SceneFileError) {
      let scene = try EmbeddedScene { measurer throws(SceneFileError) in
        try SceneFile.load(path: path, textMeasurer: measurer)
      }
      out.pointee = HandleTable.add(scene)
    } catch {
      throw CallError(error)
    }
  }
}

@c(vitrum_scene_load_json)
public func vitrumSceneLoadJSON(
  _ json: UnsafePointer<CChar>?, _ length: Int, _ name: UnsafePointer<CChar>?,
  _ outScene: UnsafeMutablePointer<OpaquePointer?>?
) -> vitrum_status {
  call("vitrum_scene_load_json") { () throws(CallError) in
    let json = try required(json, "vitrum_scene_load_json", "json")
    let out = try required(outScene, "vitrum_scene_load_json", "out_scene")
    let data = Data(bytes: json, count: length)
    let file = name.map { String(cString: $0) } ?? "<json>"
    do throws(SceneFileError) {
      let scene = try EmbeddedScene { measurer throws(SceneFileError) in
        try SceneFile.decode(
          data, baseDirectory: FileManager.default.currentDirectoryPath, file: file, textMeasurer: measurer)
      }
      out.pointee = HandleTable.add(scene)
    } catch {
      throw CallError(error)
    }
  }
}

@c(vitrum_scene_free)
public func vitrumSceneFree(_ scene: OpaquePointer?) -> vitrum_status {
  call("vitrum_scene_free") { () throws(CallError) in
    guard scene != nil else { throw CallError(VITRUM_ERROR_INVALID_HANDLE, "the scene handle is NULL") }
    guard HandleTable.remove(scene) else {
      throw CallError(
        VITRUM_ERROR_INVALID_HANDLE, "\(UnsafeRawPointer(scene!)) is not a live scene handle (freed twice?)")
    }
  }
}

@c(vitrum_scene_get_size)
public func vitrumSceneGetSize(
  _ scene: OpaquePointer?, _ width: UnsafeMutablePointer<Double>?, _ height: UnsafeMutablePointer<Double>?
) -> vitrum_status {
  let function = "vitrum_scene_get_size"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let w = try required(width, function, "out_width")
    let h = try required(height, function, "out_height")
    w.pointee = embedded.scene.size.width
    h.pointee = embedded.scene.size.height
  }
}

@c(vitrum_scene_get_pixel_size)
public func vitrumSceneGetPixelSize(
  _ scene: OpaquePointer?, _ width: UnsafeMutablePointer<Int32>?, _ height: UnsafeMutablePointer<Int32>?
) -> vitrum_status {
  let function = "vitrum_scene_get_pixel_size"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let w = try required(width, function, "out_width")
    let h = try required(height, function, "out_height")
    let size = embedded.pixelSize
    w.pointee = Int32(clamping: size.width)
    h.pointee = Int32(clamping: size.height)
  }
}

@c(vitrum_scene_get_duration)
public func vitrumSceneGetDuration(_ scene: OpaquePointer?, _ seconds: UnsafeMutablePointer<Double>?)
  -> vitrum_status
{
  let function = "vitrum_scene_get_duration"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    try required(seconds, function, "out_seconds").pointee = embedded.player.timeline?.duration ?? 0
  }
}

@c(vitrum_scene_get_node_count)
public func vitrumSceneGetNodeCount(_ scene: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?)
  -> vitrum_status
{
  let function = "vitrum_scene_get_node_count"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    try required(count, function, "out_count").pointee = embedded.nodeIDs.count
  }
}

@c(vitrum_scene_get_node_id)
public func vitrumSceneGetNodeID(
  _ scene: OpaquePointer?, _ index: Int, _ id: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> vitrum_status {
  let function = "vitrum_scene_get_node_id"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let out = try required(id, function, "out_id")
    guard embedded.nodeIDs.indices.contains(index) else {
      throw .argument(function, "index \(index) is not below the node count \(embedded.nodeIDs.count)")
    }
    out.pointee = embedded.cString(embedded.nodeIDs[index])
  }
}
