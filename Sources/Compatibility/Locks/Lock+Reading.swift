import BridgeDiagnostics
import ContractLanguage

extension Lock {
  /// Reads a lock file (version 2, or version 1: a missing `asserted` is false, a missing `role`
  /// is `looks-up` for a `module:` id, else `sends` or `handles` from `sends`, a missing
  /// `publications` is the one `updateId` names). Anything missing or mistyped is an error naming
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
      guard version == 1 || version == 2 else {
        throw LockFieldError(
          message:
            "lockVersion \(version) is not supported (1 and 2 are; a newer bridgecheck wrote it?)")
      }
      let updateID = try root.optional("updateId")?.string()
      let publishedAt = try root.optional("publishedAt")?.string()
      var publications =
        updateID == nil && publishedAt == nil
        ? [] : [Publication(updateID: updateID, publishedAt: publishedAt)]
      if version == 2, let listed = try root.optional("publications") {
        publications = try listed.array { entry throws(LockFieldError) in
          Publication(
            updateID: try entry.optional("updateId")?.string(),
            publishedAt: try entry.optional("publishedAt")?.string())
        }
        if publications.last?.updateID != updateID
          || publications.last?.publishedAt != publishedAt
        {
          throw LockFieldError(
            message: "'updateId' and 'publishedAt' are not the newest of 'publications'")
        }
      }
      let interface = try root["interface"]
      let elements = try interface["elements"].array(interfaceElement)
      let runtime = try root["runtime"].string()
      let lock = Lock(
        bridge: try root["bridge"].string(), runtime: runtime,
        channel: try root["channel"].string(),
        builtAgainst: try root["builtAgainst"].string(), publications: publications,
        digest: try root["digest"].string(), tool: try root["tool"].string(),
        uses: try root["uses"].array { use throws(LockFieldError) in
          let id = try use.optional("id")?.string()
          let role: LockUse.Role
          if let text = try use.optional("role")?.string() {
            guard let known = LockUse.Role(rawValue: text) else {
              throw LockFieldError(
                message: "'\(use.path).role' is '\(text)', not sends, handles or looks-up")
            }
            role = known
          } else {
            role = LockUse.role(id: id, sends: try use["sends"].bool())
          }
          return LockUse(
            id: id, name: try use["name"].string(), role: role,
            guards: try use["guards"].array { field throws(LockFieldError) in try field.string() },
            asserted: try use.optional("asserted")?.bool() ?? false,
            ignored: try use.optional("ignored")?.bool() ?? false)
        },
        packages: try root.optional("packages").map(stringMap),
        interface: ReleaseInterface(
          runtime: try interface.optional("runtime")?.string() ?? runtime,
          release: try interface["release"].string(), elements: elements,
          packages: try interface.optional("packages").map(stringMap) ?? [:]))
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

/// One element of the recorded interface. Elements are most of a lock's bytes, so they are read
/// straight from their object, and a path is spelled only when something is wrong.
private func interfaceElement(_ field: LockField) throws(LockFieldError) -> InterfaceElement {
  guard case .object(let members) = field.value else {
    throw LockFieldError(message: "'\(field.path)' is not an object")
  }
  func member(_ key: String, _ expected: String) -> LockFieldError {
    LockFieldError(
      message: "'\(field.path).\(key)' is \(members[key] == nil ? "missing" : "not \(expected)")")
  }
  func optionalBool(_ key: String) throws(LockFieldError) -> Bool? {
    switch members[key] {
    case nil, .null?: return nil
    case .bool(let flag)?: return flag
    default: throw member(key, "true or false")
    }
  }
  guard case .string(let id)? = members["id"] else { throw member("id", "a string") }
  guard case .bool(let deprecated)? = members["deprecated"] else {
    throw member("deprecated", "true or false")
  }
  var direction: Direction?
  switch members["direction"] {
  case nil, .null?: break
  case .string(let text)?:
    guard let known = Direction(rawValue: text) else {
      throw member("direction", "'content' or 'native'")
    }
    direction = known
  default: throw member("direction", "'content' or 'native'")
  }
  var type: String?
  switch members["type"] {
  case nil, .null?: break
  case .string(let text)?: type = text
  default: throw member("type", "a string")
  }
  return InterfaceElement(
    id: id, deprecated: deprecated, direction: direction, open: try optionalBool("open"),
    closed: try optionalBool("closed"), type: type)
}

/// An object of strings (`packages`), each member's value checked.
private func stringMap(_ field: LockField) throws(LockFieldError) -> [String: String] {
  guard case .object(let members) = field.value else {
    throw LockFieldError(message: "'\(field.path)' is not an object")
  }
  var result: [String: String] = [:]
  for (key, value) in members {
    guard case .string(let text) = value else {
      throw LockFieldError(message: "'\(field.path).\(key)' is not a string")
    }
    result[key] = text
  }
  return result
}

struct LockFieldError: Error {
  let message: String
}

/// A member of a lock on the way to a typed value; errors name the member's path.
private struct LockField {
  let value: JSONValue
  /// The container's path and the step into it; the path is spelled only for a message.
  private let container: String
  private let step: Step?

  private enum Step {
    case key(String)
    case index(Int)
  }

  init(_ value: JSONValue, path: String) {
    self.init(value, container: path, step: nil)
  }

  private init(_ value: JSONValue, container: String, step: Step?) {
    self.value = value
    self.container = container
    self.step = step
  }

  var path: String {
    switch step {
    case nil: container
    case .key(let key)?: container.isEmpty ? key : "\(container).\(key)"
    case .index(let index)?: "\(container)[\(index)]"
    }
  }

  subscript(key: String) -> LockField {
    get throws(LockFieldError) {
      guard let member = try optional(key) else {
        throw LockFieldError(
          message: "the lock has no '\(LockField(.null, container: path, step: .key(key)).path)'")
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
    return LockField(member, container: path, step: .key(key))
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
    let container = path
    for (index, element) in elements.enumerated() {
      results.append(try transform(LockField(element, container: container, step: .index(index))))
    }
    return results
  }
}
