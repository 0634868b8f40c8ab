import BridgeDiagnostics
import Foundation

/// `bridgecheck.json`: the options a project passes to every run, so that no invocation repeats
/// them. The nearest one walking up from the working directory to the repository's root (the
/// first folder holding `.git`) is read — one file, never merged — and an option given on the
/// command line wins over it. Paths in it are relative to its own folder.
///
/// ```json
/// { "contracts": "native/contracts", "channel": "production", "exclude": ["**/*.test.ts"],
///   "strict": true }
/// ```
struct Configuration: Equatable {
  static let fileName = "bridgecheck.json"

  /// A key of the file, the option it stands for, and what its value is.
  struct Key: Sendable {
    enum Kind: Sendable { case path, text, texts, flag }
    let name: String
    let option: String
    let kind: Kind
  }

  static let keys = [
    Key(name: "contracts", option: "--contracts", kind: .path),
    Key(name: "runtimeVersion", option: "--runtime-version", kind: .path),
    Key(name: "locks", option: "--locks", kind: .path),
    Key(name: "channel", option: "--channel", kind: .text),
    Key(name: "platform", option: "--platform", kind: .text),
    Key(name: "format", option: "--format", kind: .text),
    Key(name: "exclude", option: "--exclude", kind: .texts),
    Key(name: "strict", option: "--strict", kind: .flag),
  ]

  let path: String
  /// Option → values, as if given on the command line.
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  /// The nearest `bridgecheck.json` at or above `folder`, within the repository (the first folder
  /// up holding `.git`). Outside any repository only `folder`'s own is read: a file in some folder
  /// above, such as the system's temporary folder, belongs to nobody's project.
  static func find(from folder: String = FileManager.default.currentDirectoryPath) -> String? {
    let manager = FileManager.default
    var current = folder
    var found: String?
    while !current.isEmpty {
      let candidate = (current as NSString).appendingPathComponent(fileName)
      if found == nil, manager.fileExists(atPath: candidate) { found = candidate }
      if manager.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) {
        return found
      }
      let parent = parentFolder(of: current)
      if parent == current { break }
      current = parent
    }
    let own = (folder as NSString).appendingPathComponent(fileName)
    return manager.fileExists(atPath: own) ? own : nil
  }

  /// Reads the file; a problem is a message naming the file and the place.
  static func load(_ path: String) -> Result<Configuration, UsageError> {
    let file: SourceFile
    let root: JSONValue
    switch JSONValue.read(path: path, maxBytes: 1 << 20) {
    case .success(let (read, value)):
      file = read
      root = value
    case .failure(let failure):
      return .failure(
        UsageError(message: "\(placeText(path, at: failure.span?.location)): \(failure.message)"))
    }
    guard let members = root.object else {
      return .failure(UsageError(message: "\(path):1:1: the configuration is not a JSON object"))
    }
    // Paths are relative to the file's folder; shown as given when that is the working folder.
    let folder = parentFolder(of: path)
    let sameFolder =
      lexicallyStandardized(folder)
      == lexicallyStandardized(FileManager.default.currentDirectoryPath)
    var configuration = Configuration(path: path)
    for name in members.keys.sorted() {
      let value = members[name]!
      func problem(_ message: String) -> Result<Configuration, UsageError> {
        .failure(UsageError(message: "\(path)\(place(of: name, in: file)): \(message)"))
      }
      guard let key = keys.first(where: { $0.name == name }) else {
        let hint = closestMatch(to: name, among: keys.map(\.name)).map { "; did you mean '\($0)'?" }
        return problem(
          "unknown key '\(name)'\(hint ?? " (known: \(keys.map(\.name).joined(separator: ", ")))")")
      }
      switch key.kind {
      case .path, .text:
        guard let text = value.string, !text.isEmpty else {
          return problem("'\(name)' takes a string")
        }
        let resolved =
          key.kind == .path && !text.hasPrefix("/") && !sameFolder
          ? (folder as NSString).appendingPathComponent(text) : text
        configuration.values[key.option] = [resolved]
      case .texts:
        guard let items = value.array?.compactMap(\.string), items.count == value.array?.count
        else { return problem("'\(name)' takes a list of strings") }
        configuration.values[key.option] = items
      case .flag:
        guard case .bool(let on) = value else { return problem("'\(name)' takes true or false") }
        if on { configuration.flags.insert(key.option) }
      }
    }
    return .success(configuration)
  }

  /// `:line:column` of the key's first mention in the file, or nothing.
  private static func place(of key: String, in file: SourceFile) -> String {
    let needle = Array("\"\(key)\"".utf8)
    guard needle.count <= file.bytes.count else { return "" }
    for start in 0...(file.bytes.count - needle.count)
    where file.bytes[start..<start + needle.count].elementsEqual(needle) {
      let location = file.location(of: start)
      return ":\(location.line):\(location.column)"
    }
    return ""
  }

  /// `arguments` with the file's options added where the command takes them (its `format` only
  /// where the command prints it) and the command line did not give them.
  func apply(to arguments: ParsedArguments, options: [OptionSpec], formats: [String])
    -> ParsedArguments
  {
    var merged = arguments
    let accepted = Set(options.map(\.name))
    for (option, values) in values where accepted.contains(option) {
      if option == "--format", !values.allSatisfy(formats.contains) { continue }
      if merged.values[option] == nil { merged.values[option] = values }
    }
    for flag in flags where accepted.contains(flag) { merged.flags.insert(flag) }
    return merged
  }
}
