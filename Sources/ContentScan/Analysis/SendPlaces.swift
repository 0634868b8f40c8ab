/// Where the uses of one send stand in the function that makes it (CONTENT-ANALYSIS.md,
/// "Output": a use's position is the send's callee, and the message, case and scope uses of one
/// send share that place). A name written among the arguments of a send — or of a call of a
/// function that sends: a wrapper of this file, one it imports (`perform(archiveTask(id))`) —
/// stands at that call's callee, the innermost such call around it; where it was written goes
/// to the use's `via`. Calls of functions that send are followed outwards by `LocalFunctions` and
/// across files by `CallPlacement`, which place every use of the send at each call anyway.
struct SendPlaces {
  /// The callee each name stands at, by the token its expression starts at.
  private var callees: [Int: Int] = [:]
  /// The callees of the calls that send when they are evaluated, ascending: the sends, and the
  /// calls of functions that send (nothing a function given their result checks guards them:
  /// `GuardedParameters.runParts`).
  private(set) var sends: [Int] = []

  /// - Parameters:
  ///   - sendCalls: the callees of the file's sends and of its calls of imported functions that
  ///     send what they are given.
  ///   - starts: where the names found start, ascending.
  init(tree: TokenTree, sendCalls: [Int], functions: LocalFunctions?, starts: [Int]) {
    guard !sendCalls.isEmpty else { return }
    var calls = Set(sendCalls)
    // A function of the file that sends when called (not only in a handler it defines): its
    // calls are sends too, on outwards through the functions calling it.
    if let functions {
      var senders = Set<Int>()
      for _ in 0..<LocalFunctions.maxDepth {
        let sorted = calls.sorted()
        var added = false
        for (index, function) in functions.functions.enumerated() where !senders.contains(index) {
          let first = sorted.firstIndex(notBelow: function.body.lowerBound) { $0 }
          let sends = sorted[first...].prefix { $0 < function.body.upperBound }.contains {
            !tree.isInsideFunctionValue($0, of: function.body)
          }
          guard sends else { continue }
          senders.insert(index)
          calls.formUnion(function.references)
          added = true
        }
        if !added { break }
      }
    }
    sends = calls.sorted()
    guard !starts.isEmpty else { return }
    // The innermost call around a name wins: the one whose arguments start last.
    var opened: [Int: Int] = [:]
    for callee in calls {
      // Calls with parentheses: a component's element (`<Page kind={K} />`) keeps its attributes'
      // names where they are written, next to the attribute.
      guard tree.kind(callee) != .jsxName,
        let arguments = GuardedParameters.argumentsExtent(tree, callee: callee)
      else { continue }
      var index = starts.firstIndex(notBelow: arguments.lowerBound) { $0 }
      while index < starts.count, starts[index] < arguments.upperBound {
        let start = starts[index]
        index += 1
        guard opened[start].map({ $0 < arguments.lowerBound }) ?? true,
          tree.isEvaluated(start, amongArguments: arguments)
        else { continue }
        opened[start] = arguments.lowerBound
        callees[start] = callee
      }
    }
  }

  /// The callee of the send the name starting at `start` stands at, if it is written among a
  /// send's arguments.
  func callee(ofNameAt start: Int) -> Int? { callees[start] }
}
