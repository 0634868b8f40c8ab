/// The functions of lodash, lodash-es and underscore a file calls, by how it spells them: a
/// named import (`merge`, or whatever the file calls it), a member of a default or namespace
/// import (`_.merge`), or a per-method package's default (`lodash.merge`, `lodash/merge`,
/// `lodash-es/merge`; `lodash.defaultsdeep` spells its package in lower case).
enum LodashFunctions {
  /// The searches given a collection, then a name to look for in it (`includes(X, C)`,
  /// `_.has(X, C)`): as `X.includes(C)` is (`OwnCollections.collectionSearch`).
  static let searches: Set<String> = [
    "includes", "has", "hasIn", "contains", "indexOf", "lastIndexOf",
  ]

  /// Every function of theirs the analysis reads: the searches, `intersection`, which holds
  /// what every list it is given holds (`OwnCollections`), and `difference`, empty where the
  /// second list holds every name of the first (`GuardAnalysis.emptyProof`).
  static let modelled = searches.union(["intersection", "difference"])

  /// The function of `lodash` (the file's spellings) the call whose callee ends at `callee`
  /// calls (`difference(…)`, `_.difference(…)`, by the callee's first token `start`), if any.
  static func function(
    calledAt callee: Int, from start: Int, _ tree: TokenTree, lodash: [String: String]
  ) -> String? {
    guard !lodash.isEmpty, tree.kind(callee) == .identifier else { return nil }
    if callee == start { return lodash[tree.text(callee)] }
    guard callee == start + 2, tree.kind(start + 1) == .dot, tree.kind(start) == .identifier
    else { return nil }
    return lodash[tree.text(start) + "." + tree.text(callee)]
  }

  /// The packages whose functions are spelt as members of one import.
  static let packages: Set<String> = ["lodash", "lodash-es", "underscore"]
  /// The prefixes of the per-method packages.
  private static let methodPackages = ["lodash.", "lodash/", "lodash-es/"]

  /// The file's spellings of the functions `names`, each with the function it names.
  static func spellings(of names: Set<String>, _ interface: ModuleInterface) -> [String: String] {
    var found: [String: String] = [:]
    for item in interface.imports {
      let specifier = item.specifier
      // (Every import of every file is asked: most are told apart by their first letter.)
      guard let first = specifier.utf8.first,
        first == UInt8(ascii: "l") || first == UInt8(ascii: "u")
      else { continue }
      if packages.contains(specifier) {
        switch item.imported {
        case .named(let name) where name != "default":
          if names.contains(name) { found[item.local] = name }
        default:
          for name in names { found[item.local + "." + name] = name }
        }
      } else if case .named("default") = item.imported,
        let method = methodPackages.lazy.compactMap({
          specifier.hasPrefix($0) ? String(specifier.dropFirst($0.count)) : nil
        }).first,
        let name = names.first(where: { $0 == method || $0.lowercased() == method })
      {
        found[item.local] = name
      }
    }
    return found
  }
}
