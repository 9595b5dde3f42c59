#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes every byte of `bytes` to an open descriptor, through partial writes and interrupts (a pipe or a
/// FIFO takes what fits, a signal can stop a write part-way); false on failure, with `errno` saying why.
package func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let n = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
    if n < 0 {
      if errno == EINTR { continue }
      return false
    }
    offset += n
  }
  return true
}
