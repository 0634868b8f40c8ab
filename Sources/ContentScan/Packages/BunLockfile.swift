import BridgeDiagnostics

/// `bun.lock` (text, JSON with trailing commas): `packages[NAME][0]` is `NAME@VERSION`.
enum BunLockfile: Lockfile {
  static let fileName = "bun.lock"

  static func version(of name: String, requested: String?, importer: String, in file: SourceFile)
    -> String?
  {
    let json = SourceFile(path: file.path, bytes: withoutTrailingCommas(file.bytes))
    guard case .success(let root) = JSONParser.parse(json),
      let resolved = root["packages"]?[name]?.array?.first?.string,
      resolved.hasPrefix(name + "@")
    else { return nil }
    return String(resolved.dropFirst(name.count + 1))
  }

  /// The bytes with each `,` that only white space separates from a `}` or `]` removed, outside
  /// strings: what makes bun's text lockfile JSON.
  static func withoutTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var inString = false
    var pendingComma: Int?
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        result.append(byte)
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
          result.append(bytes[index + 1])
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: ",") {
        pendingComma = result.count
        result.append(byte)
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        if let comma = pendingComma { result.remove(at: comma) }
        pendingComma = nil
        result.append(byte)
      } else {
        if ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
          .contains(byte)
        {
          pendingComma = nil
        }
        if byte == UInt8(ascii: "\"") { inString = true }
        result.append(byte)
      }
      index += 1
    }
    return result
  }
}
