import BridgeDiagnostics
import ContractLanguage
import Testing

@testable import Compatibility

/// The draft `init` writes is a contract: what the native side names in a way the language
/// cannot spell is said in a comment, never written as a declaration that would not parse.
struct ContractDraftTests {
  @Test func aModuleNameTheLanguageCannotSpellIsACommentNotADeclaration() throws {
    var inventory = NativeInventory()
    inventory.bridge = "shop"
    inventory.modules = [
      .init(name: "ShopWidgets", package: nil, source: "RCT_EXTERN_MODULE at ios/W.m:3"),
      .init(name: "Shop Widgets 2", package: "shop-kit", source: "Name at ios/M.swift:5"),
    ]
    let draft = ContractDraft.write(inventory, bridge: "shop", runtime: "1", release: "1.0")
    let modules = try #require(draft.files.first { $0.name == "modules.contract" }).text
    #expect(modules.contains("module ShopWidgets // RCT_EXTERN_MODULE at ios/W.m:3\n"))
    #expect(
      modules.contains(
        "// Defined by the native sources under a name a contract cannot spell (not declared):\n//   \"Shop Widgets 2\" (Name at ios/M.swift:5)\n"
      ))
    let loaded = ContractLoader.check(
      draft.files.map { SourceFile(path: $0.name, text: $0.text) }, runtimeVersion: nil,
      folder: "contracts")
    #expect(loaded.diagnostics.map(\.id) == [])
    #expect(loaded.contract?.elements.map(\.id) == ["module:ShopWidgets"])
  }
}
