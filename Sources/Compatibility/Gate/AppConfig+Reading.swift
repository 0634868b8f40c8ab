import BridgeDiagnostics
import ContentScan
import Foundation

extension AppConfig {
  /// The app configs of each input's folder and of its package root (where `expo export` and
  /// `eas update` read them, however little of the package is scanned): `app.json` and
  /// `app.config.json` (`expo.ios.runtimeVersion` before `expo.runtimeVersion`; a flat config
  /// without `expo` too), and an `app.config.ts`/`.js`, read as code (`AppConfigCode`): what it
  /// provably sets, or unknown.
  public static func read(near inputs: [String]) -> [AppConfig] {
    var configs: [AppConfig] = []
    var folders: [String] = []
    for input in inputs {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue {
        folders.append(input)
      }
      if let root = ContentScanner.packageRoot(of: input) { folders.append(root) }
    }
    var seen = Set<String>()
    for folder in folders where seen.insert(lexicallyStandardized(folder)).inserted {
      for name in ["app.json", "app.config.json"] {
        let path = (folder as NSString).appendingPathComponent(name)
        // A missing or unreadable app config only means the gate cannot cross-check with it.
        guard case .success(let (_, root)) = JSONValue.read(path: path, maxBytes: 1 << 20) else {
          continue
        }
        let expo = root["expo"] ?? root
        let value = expo["ios"]?["runtimeVersion"] ?? expo["runtimeVersion"]
        if let version = value?.string {
          configs.append(AppConfig(path: path, runtimeVersion: version, policy: nil))
        } else if let policy = value?["policy"]?.string {
          configs.append(AppConfig(path: path, runtimeVersion: nil, policy: policy))
        }
      }
      for name in ["app.config.ts", "app.config.js", "app.config.mjs", "app.config.cjs"] {
        let path = (folder as NSString).appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: path) else { continue }
        // Read as code, not run: what it provably writes, or unknown.
        let written =
          (try? SourceFile.read(path: path, maxBytes: 1 << 20).get())
          .map(AppConfigCode.runtimeVersion(of:)) ?? .unknown
        switch written {
        case .notSet: continue
        case .known(let version):
          configs.append(AppConfig(path: path, runtimeVersion: version, policy: nil))
        case .policy(let policy):
          configs.append(AppConfig(path: path, runtimeVersion: nil, policy: policy))
        case .unknown:
          configs.append(AppConfig(path: path, runtimeVersion: nil, policy: nil))
        }
      }
    }
    return configs
  }
}
