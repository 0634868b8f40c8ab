import BridgeDiagnostics
import ContractLanguage

extension Lock {
  /// Reads a lock file (LOCKS.md, version 1). Anything missing or mistyped is an error naming
  /// the member, so a damaged lock is never replayed as if it were complete.
  public static func read(_ file: SourceFile) -> Result<Lock, Diagnostic> {
    let value: JSONValue
    switch JSONParser.parse(file) {
    case .success(let parsed): value = parsed
    case .failure(let diagnostic): return .failure(diagnostic)
    }
    do throws(LockFieldError) {
      let root = LockField(value, path: "")
      let version = try root["lockVersion"].int()
      guard version == 1 else {
        throw LockFieldError(message: "lockVersion \(version) is not supported (only 1 is)")
      }
      let interface = try root["interface"]
      let elements = try interface["elements"].array { element throws(LockFieldError) in
        let direction = try element.optional("direction")?.string()
        guard direction == nil || Direction(rawValue: direction!) != nil else {
          throw LockFieldError(
            message: "'\(element.path).direction' is neither 'content' nor 'native'")
        }
        return InterfaceElement(
          id: try element["id"].string(), deprecated: try element["deprecated"].bool(),
          direction: direction.flatMap(Direction.init(rawValue:)),
          open: try element.optional("open")?.bool(),
          closed: try element.optional("closed")?.bool(),
          type: try element.optional("type")?.string())
      }
      let runtime = try root["runtime"].string()
      let lock = Lock(
        bridge: try root["bridge"].string(), runtime: runtime,
        channel: try root["channel"].string(),
        builtAgainst: try root["builtAgainst"].string(),
        updateID: try root.optional("updateId")?.string(),
        publishedAt: try root.optional("publishedAt")?.string(),
        digest: try root["digest"].string(), tool: try root["tool"].string(),
        uses: try root["uses"].array { use throws(LockFieldError) in
          LockUse(
            id: try use.optional("id")?.string(), name: try use["name"].string(),
            sends: try use["sends"].bool(),
            guards: try use["guards"].array { field throws(LockFieldError) in try field.string() })
        },
        interface: ReleaseInterface(
          runtime: try interface.optional("runtime")?.string() ?? runtime,
          release: try interface["release"].string(), elements: elements))
      guard lock.interface.release == lock.builtAgainst else {
        throw LockFieldError(
          message:
            "'interface.release' is '\(lock.interface.release)' but 'builtAgainst' is '\(lock.builtAgainst)'"
        )
      }
      return .success(lock)
    } catch {
      return .failure(.fatal("invalid-lock", error.message, path: file.path))
    }
  }
}

struct LockFieldError: Error {
  let message: String
}

/// A member of a lock on the way to a typed value; errors name the member's path.
private struct LockField {
  let value: JSONValue
  let path: String

  init(_ value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  private func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  subscript(key: String) -> LockField {
    get throws(LockFieldError) {
      guard let member = try optional(key) else {
        throw LockFieldError(message: "the lock has no '\(name(key))'")
      }
      return member
    }
  }

  /// The member, or `nil` when it is absent or null.
  func optional(_ key: String) throws(LockFieldError) -> LockField? {
    guard case .object(let members) = value else {
      throw LockFieldError(message: "'\(path)' is not an object")
    }
    guard let member = members[key], member != .null else { return nil }
    return LockField(member, path: name(key))
  }

  private func mistyped(_ expected: String) -> LockFieldError {
    LockFieldError(message: "'\(path)' is not \(expected)")
  }

  func string() throws(LockFieldError) -> String {
    guard case .string(let text) = value else { throw mistyped("a string") }
    return text
  }

  func int() throws(LockFieldError) -> Int {
    guard case .int(let number) = value else { throw mistyped("an integer") }
    return number
  }

  func bool() throws(LockFieldError) -> Bool {
    guard case .bool(let flag) = value else { throw mistyped("true or false") }
    return flag
  }

  /// Each element made into a `T`; the first that cannot be stops the reading.
  func array<T>(_ transform: (LockField) throws(LockFieldError) -> T) throws(LockFieldError) -> [T]
  {
    guard case .array(let elements) = value else { throw mistyped("an array") }
    var results: [T] = []
    results.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      results.append(try transform(LockField(element, path: "\(path)[\(index)]")))
    }
    return results
  }
}
