/// What a constant holds, as far as the names of elements go (CONTENT-ANALYSIS.md, "Values"): a
/// `const` bound to a string, an object (`as const`, `Object.freeze`, a plain literal) or an
/// array of them, an `enum`, a module's exports, a function that returns one.
indirect enum Constant: Sendable, Equatable {
  /// A string that names an element: where it was written, then the imports and re-exports it
  /// came through.
  case name(String, [Use.Origin])
  /// A value that names nothing (a number, another string), or one this reading does not
  /// follow (a call, a function, a condition): the names inside it stay uses where written.
  case other
  /// `false`, `null` or `undefined`: never truthy, so a value that is this or a check proves,
  /// when truthy, what the check does.
  case falsy
  /// Members by key, in the order written (a key written again keeps its last value).
  case object([Member])
  case list([Constant])
  /// A check's result (`hasCapability("tempo.task-archive")`): it proves what these names name
  /// when truthy, and is no use anywhere.
  case check([String])
  /// A check's result negated (`!hasCapability("tempo.task-archive")`, a legacy shell's flag):
  /// truthy where one of these names' elements is missing, so it proves them when falsy (`if
  /// (isLegacyShell) return;`), and is no use anywhere.
  case lacks([String])
  /// A function that returns this at every call (an action creator,
  /// `(id) => ({ kind: "task.archive", id })`).
  case returns(Constant)
  /// What an `async` function's call gives: a promise, truthy whatever it resolves to, which
  /// holds this only once awaited (`await f()`, `f().then((v) => …)`). Read otherwise it holds
  /// nothing: no check, and the names inside it stand where written.
  case promise(Constant)
  /// A native module or nothing: an optional lookup's result a file exports
  /// (`export default TurboModuleRegistry.get<Spec>("X")`), where it was looked up, then the
  /// imports and re-exports it came through. Each read is judged as a lookup's result is: a
  /// check where tested, a use where dereferenced or passed on (CONTENT-ANALYSIS.md, "Native
  /// module uses").
  case module(String, [Use.Origin])

  struct Member: Sendable, Equatable {
    let key: String
    let value: Constant
  }

  /// The members every object has through `Object.prototype`: a member an object literal does
  /// not define is `undefined` unless it is one of these (a function, truthy).
  static let inheritedObjectMembers: Set<String> = [
    "constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty", "isPrototypeOf",
    "propertyIsEnumerable", "__proto__", "__defineGetter__", "__defineSetter__",
    "__lookupGetter__", "__lookupSetter__",
  ]

  /// The member `key` of an object, or the element a list holds at the index `key` spells;
  /// `nil` when it has none.
  func member(_ key: String) -> Constant? {
    switch self {
    case .object(let members): return members.last { $0.key == key }?.value
    case .list(let elements):
      guard let index = Int(key), String(index) == key, elements.indices.contains(index) else {
        return nil
      }
      return elements[index]
    default: return nil
    }
  }

  /// What the value resolves to, awaited: a promise's value; any other value, itself.
  var resolved: Constant {
    if case .promise(let value) = self { value } else { self }
  }

  /// The value as read past `hop` (an import, a re-export): each name's `via` ends there.
  func passed(through hop: Use.Origin) -> Constant {
    switch self {
    case .name(let name, let via): .name(name, via + [hop])
    case .module(let name, let via): .module(name, via + [hop])
    case .other, .falsy, .check, .lacks: self
    case .object(let members):
      .object(members.map { Member(key: $0.key, value: $0.value.passed(through: hop)) })
    case .list(let elements): .list(elements.map { $0.passed(through: hop) })
    case .returns(let value): .returns(value.passed(through: hop))
    case .promise(let value): .promise(value.passed(through: hop))
    }
  }

  /// The names of the checks the value holds, in the order written.
  var checks: [String] {
    gathered { if case .check(let names) = $0 { names } else { [] } }
  }

  /// Every name the value holds, in the order written.
  var names: [(name: String, via: [Use.Origin])] {
    gathered { if case .name(let name, let via) = $0 { [(name, via)] } else { [] } }
  }

  /// What `leaf` gives of each value the value holds that is no object, list or function — the
  /// members', the elements' and what a function returns, in the order written (a promise is
  /// one such value: what it resolves to is not held).
  private func gathered<Found>(_ leaf: (Constant) -> [Found]) -> [Found] {
    switch self {
    case .object(let members): members.flatMap { $0.value.gathered(leaf) }
    case .list(let elements): elements.flatMap { $0.gathered(leaf) }
    case .returns(let value): value.gathered(leaf)
    case .name, .module, .other, .falsy, .check, .lacks, .promise: leaf(self)
    }
  }

  /// The names of the negated checks the value holds (`Constant.lacks`), in the order written.
  var lacked: [String] {
    gathered { if case .lacks(let names) = $0 { names } else { [] } }
  }

  /// Whether a read of the value is followed: it holds a name, a check or a module.
  var isFollowed: Bool {
    !names.isEmpty || !checks.isEmpty || !modules.isEmpty || !lacked.isEmpty
  }

  /// Whether the value is a module, whole.
  var isModule: Bool {
    if case .module = self { true } else { false }
  }

  /// Every module the value holds, in the order written, each with its `via`.
  var modules: [(module: String, via: [Use.Origin])] {
    gathered { if case .module(let module, let via) = $0 { [(module, via)] } else { [] } }
  }

  /// The value that is either this or `other` (a context's default and its providers' values),
  /// as far as checks go: a check joined with a falsy value or the same check is that check, two
  /// checks prove what both do, objects join by member (a member one lacks, or a member of a
  /// falsy value, is `undefined` there), two values holding neither names, checks nor modules
  /// are another such value; `nil` for anything else.
  func joined(with other: Constant) -> Constant? {
    switch (self, other) {
    case _ where self == other: return self
    case (.falsy, .check), (.check, .falsy): return self == .falsy ? other : self
    case (.check(let one), .check(let two)):
      let both = one.filter(two.contains)
      return both.isEmpty ? nil : .check(both)
    case (.falsy, .object), (.object, .falsy):
      // A member of `undefined` or `null` is `undefined`, or throws.
      return (self == .falsy ? Constant.object([]) : self).joined(
        with: other == .falsy ? .object([]) : other)
    case (.object(let one), .object(let two)):
      var members: [Member] = []
      for key in (one + two).map(\.key) where !members.contains(where: { $0.key == key }) {
        guard let value = (self.member(key) ?? .falsy).joined(with: other.member(key) ?? .falsy)
        else { return nil }
        members.append(Member(key: key, value: value))
      }
      return .object(members)
    case _
    where names.isEmpty && other.names.isEmpty && checks.isEmpty && other.checks.isEmpty
      && modules.isEmpty && other.modules.isEmpty && lacked.isEmpty && other.lacked.isEmpty:
      // Either of two values that hold no name and no check (`true` or `false`, a count) is
      // one more such value.
      return .other
    default: return nil
    }
  }
}
