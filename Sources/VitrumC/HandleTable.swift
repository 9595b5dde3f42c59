import CVitrumAPI
import Synchronization

/// The scene handles alive: a call checks its handle here before using it, so a freed or made-up handle
/// is refused with `VITRUM_ERROR_INVALID_HANDLE` instead of reaching freed memory. (A handle freed and then
/// reused by a later load, at the same address, names the new scene: that much use-after-free no table
/// can detect.)
enum HandleTable {
  private static let live = Mutex(Set<UInt>())

  /// A new handle for a scene; the table keeps the scene alive until `remove`.
  static func add(_ scene: EmbeddedScene) -> OpaquePointer {
    let pointer = Unmanaged.passRetained(scene).toOpaque()
    _ = live.withLock { $0.insert(UInt(bitPattern: pointer)) }
    return OpaquePointer(pointer)
  }

  /// The scene behind a live handle, held for the caller's use.
  static func scene(_ handle: OpaquePointer?, _ function: String) throws(CallError) -> EmbeddedScene {
    guard let handle else {
      throw CallError(VITRUM_ERROR_INVALID_HANDLE, "\(function): the scene handle is NULL")
    }
    let raw = UnsafeMutableRawPointer(handle)
    let scene = live.withLock { set -> EmbeddedScene? in
      guard set.contains(UInt(bitPattern: raw)) else { return nil }
      // Taken while the lock is held, so a concurrent free cannot release it first.
      return Unmanaged<EmbeddedScene>.fromOpaque(raw).takeUnretainedValue()
    }
    guard let scene else {
      throw CallError(
        VITRUM_ERROR_INVALID_HANDLE,
        "\(function): \(raw) is not a live scene handle (freed, or never created)")
    }
    return scene
  }

  /// Forgets a handle and lets its scene go; false when it was not live.
  static func remove(_ handle: OpaquePointer?) -> Bool {
    guard let handle else { return false }
    let raw = UnsafeMutableRawPointer(handle)
    let removed = live.withLock { $0.remove(UInt(bitPattern: raw)) != nil }
    if removed { Unmanaged<EmbeddedScene>.fromOpaque(raw).release() }
    return removed
  }
}
