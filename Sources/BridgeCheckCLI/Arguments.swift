import BridgeDiagnostics

/// A hand-written argument parser, small on purpose: long options (`--name value`,
/// `--name=value`), flags, positionals, `--` to end options, and `-h` for `--help`.
struct OptionSpec: Sendable {
  let name: String
  /// The placeholder shown in help (`DIR`); `nil` for a flag.
  let valueName: String?
  let help: String
  var repeatable = false

  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  static func value(_ name: String, _ valueName: String, _ help: String, repeatable: Bool = false)
    -> OptionSpec
  {
    OptionSpec(name: name, valueName: valueName, help: help, repeatable: repeatable)
  }
}

struct ParsedArguments: Sendable {
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  func value(_ name: String) -> String? { values[name]?.last }
  func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A mistake in how the command was called: exit 2 with the message and a pointer to `--help`.
struct UsageError: Error, Equatable {
  let message: String
}

enum ArgumentParser {
  static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" {
        parsed.flags.insert("--help")
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        let hint =
          closestMatch(to: name, among: options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "unknown option '\(name)'\(hint)")
      }
      if spec.valueName == nil {
        guard inlineValue == nil else { throw UsageError(message: "'\(name)' takes no value") }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw UsageError(message: "'\(name)' needs a value (\(spec.valueName!))")
        }
        value = arguments[index]
        index += 1
      }
      if !spec.repeatable, parsed.values[name] != nil {
        throw UsageError(message: "'\(name)' is given more than once")
      }
      parsed.values[name, default: []].append(value)
    }
    return parsed
  }
}
