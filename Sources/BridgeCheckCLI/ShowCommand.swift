import BridgeDiagnostics
import ContractLanguage
import Foundation
import Reporting

/// `bridgecheck show RELEASE`: the interface of one release.
enum ShowCommand: Command {
  static let name = "show"
  static let abstract = "Print the interface of one release: every element available in it."
  static let synopsis = "RELEASE [--contracts DIR]"
  static let discussion = """
    Lists every message, case, capability, scope, module, type, field, enum and enum case available
    in RELEASE, sorted by id, with what defines its shape. Two contracts that give a release the
    same output give it the same interface. Exits 2 when the contract is invalid or the release
    is not declared.
    """
  static let formats: [OutputFormat] = [.text, .json]
  static let options = [CommonOptions.contracts, CommonOptions.runtimeVersion]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    guard arguments.positionals.count == 1, let version = arguments.positionals.first else {
      throw UsageError(message: "'show' takes exactly one release, such as 'bridgecheck show 7.1'")
    }
    guard let contract = context.validContract() else { return ExitCode.failure }
    guard let release = contract.release(named: version) else {
      let hint =
        closestMatch(to: version, among: contract.releases.map(\.version)).map {
          "; did you mean '\($0)'?"
        } ?? ""
      let known = contract.releases.map(\.version).joined(separator: ", ")
      context.console.err("error: no release '\(version)' is declared\(hint)\nreleases: \(known)\n")
      return ExitCode.failure
    }
    let interface = contract.interface(of: release)
    switch context.format {
    case .json: context.console.out(interface.json.rendered())
    default: context.console.out(text(interface, release: release, contract: contract))
    }
    return ExitCode.success
  }

  private static func text(_ interface: ReleaseInterface, release: Release, contract: Contract)
    -> String
  {
    var header =
      "\(contract.bridge) \(release.version) — runtime \(release.runtime), \(release.status.rawValue)"
    for property in ReleaseProperty.allCases {
      if let value = release.properties[property] { header += " · \(property.rawValue) \(value)" }
    }
    var text = header + "\n" + counted(interface.elements.count, "element") + "\n\n"
    let width = interface.elements.map(\.id.count).max() ?? 0
    for element in interface.elements {
      var shape: [String] = []
      if let direction = element.direction {
        shape.append("from \(direction.rawValue)" + (element.type.map { ": \($0)" } ?? ""))
      } else if let type = element.type {
        shape.append(type)
      }
      if element.open == true { shape.append("open") }
      if element.closed == true { shape.append("closed") }
      if element.deprecated { shape.append("deprecated") }
      let line =
        shape.isEmpty
        ? element.id
        : element.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
          + shape.joined(separator: ", ")
      text += line + "\n"
    }
    return text
  }
}
