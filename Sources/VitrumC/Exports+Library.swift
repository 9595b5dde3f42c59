import CVitrumAPI
import Glibc

/// The library's version, as `vitrum_version()` and the pkg-config file give it.
let libraryVersion = "0.1.0"

// nonisolated(unsafe): made once, never written, read from any thread.
nonisolated(unsafe) private let versionString: UnsafePointer<CChar> = UnsafePointer(strdup(libraryVersion)!)

@c(vitrum_version)
public func vitrumVersion() -> UnsafePointer<CChar> { versionString }

nonisolated(unsafe) private let noError: UnsafePointer<CChar> = UnsafePointer(strdup("")!)

@c(vitrum_last_error)
public func vitrumLastError() -> UnsafePointer<CChar> { LastError.current ?? noError }

nonisolated(unsafe) private let statusNames: [UnsafePointer<CChar>] = [
  "VITRUM_OK", "VITRUM_ERROR_INVALID_ARGUMENT", "VITRUM_ERROR_INVALID_HANDLE", "VITRUM_ERROR_INVALID_SCENE",
  "VITRUM_ERROR_IO", "VITRUM_ERROR_UNKNOWN_NODE", "VITRUM_ERROR_NO_SUCH_ATTRIBUTE",
  "VITRUM_ERROR_INVALID_STRIDE",
  "VITRUM_ERROR_BUFFER_TOO_SMALL", "VITRUM_ERROR_RENDER", "VITRUM_STOPPED",
].map { (name: String) in UnsafePointer(strdup(name)!) }
nonisolated(unsafe) private let unknownStatus: UnsafePointer<CChar> = UnsafePointer(
  strdup("VITRUM_STATUS_UNKNOWN")!)

@c(vitrum_status_name)
public func vitrumStatusName(_ status: vitrum_status) -> UnsafePointer<CChar> {
  let index = Int(status.rawValue)
  return statusNames.indices.contains(index) ? statusNames[index] : unknownStatus
}
