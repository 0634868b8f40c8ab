/// Promise chains, as guards read them (CONTENT-ANALYSIS.md, "Where it holds": "a `.then` after
/// a callback that throws unless `c` holds gets `T(c)`"). A function given to `.then` settles
/// the promise that call makes: a throw, or a rejection it returns, rejects it, and a rejected
/// promise runs none of the fulfilment functions chained after it until a `.catch`, or a
/// `.then`'s second function, handles the rejection.
extension TokenTree {
  /// The `.then` call given, as its first argument, the function whose body opens at `body`:
  /// the call's `(` and the function's tokens (`p.then((caps) => { … })`, `p?.then(async
  /// function () { … })`).
  func thenCall(givenBody body: Int) -> (paren: Int, function: Range<Int>)? {
    let paren = enclosingOpener(body)
    guard paren > 1, kind(paren) == .leftParen, tokens[paren].partner > paren,
      isWord(paren - 1, "then"), kind(paren - 2) == .dot || kind(paren - 2) == .optionalChain,
      let first = commaSegments(paren + 1..<partner(paren)).first,
      let function = LocalFunctions.functionValue(self, at: first.lowerBound),
      function.upperBound == first.upperBound, function.upperBound == partner(body) + 1
    else { return nil }
    return (paren, function)
  }

  /// The fulfilment functions chained after the `.then` call whose `(` is `paren` — each
  /// `.then`'s first argument, as written — up to the link that handles a rejection: a
  /// `.catch`, or a `.then` given a second function (its first is still one). A `.finally`
  /// passes a rejection on; its own function runs either way, and is none.
  func fulfilmentFunctions(after paren: Int) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var close = partner(paren)
    while true {
      let dot = close + 1
      let call = dot + 2
      guard kind(dot) == .dot || kind(dot) == .optionalChain, kind(dot + 1) == .identifier,
        kind(call) == .leftParen, tokens[call].partner > call
      else { break }
      let arguments = commaSegments(call + 1..<partner(call)).filter { !$0.isEmpty }
      if isWord(dot + 1, "then") {
        if let first = arguments.first { found.append(first) }
        if arguments.count > 1 { break }
      } else if !isWord(dot + 1, "finally") {
        break
      }
      close = partner(call)
    }
    return found
  }

  /// Whether the expression `range` is a rejected promise made on the spot
  /// (`Promise.reject(error)`): returned from a `.then`'s function, it rejects as a throw does.
  func isRejection(_ range: Range<Int>) -> Bool {
    promiseMade(range, by: "reject") != nil
  }

  /// What the expression `range` resolves a promise made on the spot to, `X` of
  /// `Promise.resolve(X)`: returned, it is what an `async` function returning `X` gives.
  func resolvedValue(_ range: Range<Int>) -> Range<Int>? {
    guard let argument = promiseMade(range, by: "resolve"), !argument.isEmpty else { return nil }
    return argument
  }

  /// The argument's tokens where `range` is all of `Promise.method(…)`.
  private func promiseMade(_ range: Range<Int>, by method: StaticString) -> Range<Int>? {
    let first = range.lowerBound
    let paren = first + 3
    guard range.count >= 4, isWord(first, "Promise"), kind(first + 1) == .dot,
      isWord(first + 2, method), kind(paren) == .leftParen, tokens[paren].partner >= 0,
      partner(paren) + 1 == range.upperBound
    else { return nil }
    return paren + 1..<partner(paren)
  }
}
