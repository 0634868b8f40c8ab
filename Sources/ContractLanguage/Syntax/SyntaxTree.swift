import BridgeDiagnostics

// The contract as written: every declaration with its spans, comments and blank lines, so that
// `fmt` can reprint it and diagnostics can point at any part of it. Meaning is given to it by
// `ContractResolver`, which builds the `Contract` model.

/// A name or keyword as written.
public struct SyntaxName: Sendable, Equatable {
  public let text: String
  public let span: Span
}

/// A runtime or release version, a property value or an attribute argument: a bare word or a
/// string literal. `value` is the decoded text; versions compare by it, not by spelling.
public struct SyntaxWord: Sendable, Equatable {
  public let value: String
  public let isQuoted: Bool
  public let span: Span
}

/// A comment as written (`// x`, `/// x`, `/* x */`), trailing white space removed.
public struct SyntaxComment: Sendable, Equatable {
  public enum Kind: Sendable, Equatable { case line, doc, block }
  public let kind: Kind
  public let text: String
  /// Whether the author left a blank line before it.
  public let followsBlankLine: Bool
  public let span: Span
}

/// Comments and blank lines around one declaration or member.
public struct SyntaxTrivia: Sendable, Equatable {
  /// Comments on the lines before it, doc comments included, in order.
  public var leading: [SyntaxComment] = []
  /// Comments after code on its lines (and any placed inside it).
  public var trailing: [SyntaxComment] = []
  /// Whether a blank line separates it (or its first leading comment) from what precedes it.
  public var followsBlankLine = false

  /// The doc comment lines, without `///` and one following space.
  public var docs: [String] {
    leading.filter { $0.kind == .doc }.map { comment in
      var text = comment.text.dropFirst(3)
      if text.first == " " { text = text.dropFirst() }
      return String(text)
    }
  }
}

public struct SyntaxAttribute: Sendable, Equatable {
  public let name: SyntaxName
  public let arguments: [SyntaxWord]
  public let span: Span
}

public indirect enum SyntaxType: Sendable, Equatable {
  case named(SyntaxName)
  case array(element: SyntaxType, span: Span)
  case map(key: SyntaxType, value: SyntaxType, span: Span)
  case optional(wrapped: SyntaxType, span: Span)

  public var span: Span {
    switch self {
    case .named(let name): name.span
    case .array(_, let span), .map(_, _, let span), .optional(_, let span): span
    }
  }
}

public struct SyntaxField: Sendable, Equatable {
  public var trivia: SyntaxTrivia
  public let name: SyntaxName
  public let type: SyntaxType
  public let attributes: [SyntaxAttribute]
}

public struct SyntaxReleaseProperty: Sendable, Equatable {
  public let name: SyntaxName
  public let value: SyntaxWord
}

public struct SyntaxRelease: Sendable, Equatable {
  public var trivia: SyntaxTrivia
  public let keyword: Span
  public let version: SyntaxWord
  /// `unreleased` or `retired`, when given.
  public let status: SyntaxName?
  public let properties: [SyntaxReleaseProperty]
  /// The `{ package NAME VERSION … }` block; `nil` without one.
  public let packages: [SyntaxPackageVersion]?
  /// Comments before the block's `}`.
  public let closingComments: [SyntaxComment]
  /// From `release` to its last token (the block's `}` when it has one).
  public let span: Span
}

/// `package NAME VERSION` in a release's block: the version of an npm package with native code
/// that the release's binary linked; `package NAME none` records that it no longer links it.
public struct SyntaxPackageVersion: Sendable, Equatable {
  public var trivia: SyntaxTrivia
  public let keyword: Span
  /// The npm package name, bare (`expo-haptics`) or quoted (`"@react-native-community/netinfo"`).
  public let name: SyntaxWord
  /// The exact version, or the bare word `none`.
  public let version: SyntaxWord

  public var isRemoval: Bool { !version.isQuoted && version.value == "none" }
}

/// `package NAME compatible(RANGE, …)`: versions of the package within one range have
/// interchangeable native halves.
public struct SyntaxPackageCompatibility: Sendable, Equatable {
  public let name: SyntaxWord
  public let compatibleKeyword: SyntaxName
  public let ranges: [SyntaxWord]
}

public struct SyntaxRuntime: Sendable, Equatable {
  public let version: SyntaxWord
  public let releases: [SyntaxRelease]
  /// Comments after the last release, before `}`.
  public let closingComments: [SyntaxComment]
}

public struct SyntaxChannel: Sendable, Equatable {
  public let name: SyntaxName
  /// The `unreleased` word of `(unreleased)`, when given.
  public let unreleased: SyntaxName?
}

public struct SyntaxCase: Sendable, Equatable {
  public var trivia: SyntaxTrivia
  public let name: SyntaxName
  /// `nil` without parentheses; `[]` for `()`.
  public let fields: [SyntaxField]?
  public let attributes: [SyntaxAttribute]
  /// Comments before the closing `)`.
  public let closingComments: [SyntaxComment]
}

public struct SyntaxMessage: Sendable, Equatable {
  public let openKeyword: SyntaxName?
  public let name: SyntaxName
  public let direction: SyntaxName
  public let payload: SyntaxType?
  public let attributes: [SyntaxAttribute]
  /// `nil` without a case block.
  public let cases: [SyntaxCase]?
  public let closingComments: [SyntaxComment]
}

public struct SyntaxScope: Sendable, Equatable {
  public var trivia: SyntaxTrivia
  public let name: SyntaxName
  public let attributes: [SyntaxAttribute]
}

public struct SyntaxCapability: Sendable, Equatable {
  public let name: SyntaxName
  public let attributes: [SyntaxAttribute]
  public let scopes: [SyntaxScope]?
  public let closingComments: [SyntaxComment]
}

public struct SyntaxRecord: Sendable, Equatable {
  public let closedKeyword: SyntaxName?
  public let name: SyntaxName
  public let attributes: [SyntaxAttribute]
  public let fields: [SyntaxField]
  public let closingComments: [SyntaxComment]
}

public struct SyntaxEnumCase: Sendable, Equatable {
  public var trivia: SyntaxTrivia
  public let name: SyntaxName
  public let attributes: [SyntaxAttribute]
}

public struct SyntaxEnum: Sendable, Equatable {
  public let openKeyword: SyntaxName?
  public let name: SyntaxName
  public let attributes: [SyntaxAttribute]
  public let cases: [SyntaxEnumCase]
  public let closingComments: [SyntaxComment]
}

public struct SyntaxModule: Sendable, Equatable {
  public let name: SyntaxName
  /// The npm package of `from "PACKAGE"`.
  public let package: SyntaxWord?
  public let attributes: [SyntaxAttribute]
}

public enum SyntaxDeclarationKind: Sendable, Equatable {
  case bridge(SyntaxName)
  case channels([SyntaxChannel])
  case runtime(SyntaxRuntime)
  case message(SyntaxMessage)
  case capability(SyntaxCapability)
  case record(SyntaxRecord)
  case enumeration(SyntaxEnum)
  case module(SyntaxModule)
  case modulesComplete
  case packageCompatibility(SyntaxPackageCompatibility)
}

public struct SyntaxDeclaration: Sendable, Equatable {
  public var trivia: SyntaxTrivia
  public let kind: SyntaxDeclarationKind
  /// From the first keyword to the last token.
  public let span: Span
  /// The declaration's keyword (`message`, `type`, …), where diagnostics about it point.
  public let keyword: Span
}

public struct SyntaxFile: Sendable {
  public let file: SourceFile
  public let declarations: [SyntaxDeclaration]
  /// Comments after the last declaration.
  public let closingComments: [SyntaxComment]
  /// Whether the parser had to skip anything: `fmt` refuses to rewrite such a file.
  public let hasSyntaxErrors: Bool
}
