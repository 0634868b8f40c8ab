import Compatibility

/// What `init` and `contract update` read of the native build: its sources and its outputs.
enum NativeBuildArguments {
  static let options = [
    OptionSpec.value(
      "--native-sources", "DIR", "Swift and Objective-C sources of the app",
      repeatable: true),
    OptionSpec.value("--autolinking", "FILE", "the JSON of 'expo-modules-autolinking resolve'"),
    OptionSpec.value("--podfile-lock", "FILE", "the iOS project's Podfile.lock"),
  ]

  /// The build's sources and outputs, of which at least one must be given.
  static func adoptionOptions(_ arguments: ParsedArguments, command: String) throws(UsageError)
    -> AdoptionOptions
  {
    var options = AdoptionOptions()
    options.nativeSources = arguments.values["--native-sources"] ?? []
    options.autolinking = arguments.value("--autolinking")
    options.podfileLock = arguments.value("--podfile-lock")
    guard !options.nativeSources.isEmpty || options.autolinking != nil || options.podfileLock != nil
    else {
      throw UsageError(
        message:
          "'\(command)' needs what the native build shows: '--native-sources DIR', '--autolinking FILE' or '--podfile-lock FILE'"
      )
    }
    return options
  }
}
