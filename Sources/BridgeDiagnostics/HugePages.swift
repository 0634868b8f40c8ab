import Foundation

/// Asks the kernel to back the whole 2 MiB pages inside `bytes` with huge pages, where Linux
/// leaves that to the program (`transparent_hugepage` set to `madvise`, as on this project's CI):
/// a buffer of many megabytes — a bundle read whole, its token array — then faults in 512 times
/// less often, which took a tenth of a bundle's scan. Elsewhere, and for buffers holding no whole
/// huge page, nothing happens.
public func adviseHugePages(_ bytes: UnsafeMutableRawBufferPointer) {
  #if os(Linux)
    let hugePage = 2 << 20
    guard let base = bytes.baseAddress, bytes.count >= hugePage else { return }
    let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
    let end = (Int(bitPattern: base) + bytes.count) & ~(hugePage - 1)
    guard end > start else { return }
    // Only advice: where it is refused, the buffer works as before.
    _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
  #endif
}
