import CVitrumAPI
import VitrumGeometry
import VitrumPlayback

@c(vitrum_scene_hit_test)
public func vitrumSceneHitTest(
  _ scene: OpaquePointer?, _ x: Double, _ y: Double, _ nodeID: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
  _ glassID: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> vitrum_status {
  let function = "vitrum_scene_hit_test"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let point = Point(try finite(x, function, "x"), try finite(y, function, "y"))
    embedded.present()
    let hit = embedded.player.hitTest(point)
    nodeID?.pointee = hit.node.map(embedded.cString)
    glassID?.pointee = hit.glass.map(embedded.cString)
  }
}

@c(vitrum_scene_press)
public func vitrumScenePress(
  _ scene: OpaquePointer?, _ x: Double, _ y: Double, _ time: Double,
  _ nodeID: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> vitrum_status {
  let function = "vitrum_scene_press"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let point = Point(try finite(x, function, "x"), try finite(y, function, "y"))
    embedded.present()
    do throws(PlaybackError) {
      let press = try embedded.player.press(at: point, time: time)
      nodeID?.pointee = press.map { embedded.cString($0.node) }
    } catch {
      throw CallError(error)
    }
  }
}

@c(vitrum_scene_release)
public func vitrumSceneRelease(
  _ scene: OpaquePointer?, _ x: Double, _ y: Double, _ time: Double,
  _ nodeID: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ inside: UnsafeMutablePointer<Int32>?
) -> vitrum_status {
  let function = "vitrum_scene_release"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let point = Point(try finite(x, function, "x"), try finite(y, function, "y"))
    embedded.present()
    do throws(PlaybackError) {
      let release = try embedded.player.release(at: point, time: time)
      nodeID?.pointee = release.map { embedded.cString($0.node) }
      inside?.pointee = release?.isInside == true ? 1 : 0
    } catch {
      throw CallError(error)
    }
  }
}
