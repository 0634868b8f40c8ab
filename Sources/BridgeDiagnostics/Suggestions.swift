/// "Did you mean" support: the candidate closest to `word` by edit distance, when close enough to
/// be a plausible typo (at most a third of the word's length, at least one edit for words of three
/// characters or more).
/// Ties go to the candidate that sorts first, so the suggestion is the same on every run.
public func closestMatch(to word: String, among candidates: some Sequence<String>) -> String? {
  // One edit in a word of one or two characters makes any other short word a "match".
  let limit = word.count < 3 ? 0 : max(1, word.count / 3)
  var best: (String, Int)?
  for candidate in candidates where candidate != word {
    let distance = editDistance(word, candidate, limit: limit)
    if distance <= limit,
      best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0)
    {
      best = (candidate, distance)
    }
  }
  return best?.0
}

/// Levenshtein distance over Unicode scalars, giving up (returning `limit + 1`) once it exceeds
/// `limit`.
public func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
  let a = Array(lhs.unicodeScalars)
  let b = Array(rhs.unicodeScalars)
  if abs(a.count - b.count) > limit { return limit + 1 }
  var previous = Array(0...b.count)
  var row = [Int](repeating: 0, count: b.count + 1)
  for i in 1...max(1, a.count) where !a.isEmpty {
    row[0] = i
    var rowMinimum = row[0]
    for j in 1...max(1, b.count) where !b.isEmpty {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
      rowMinimum = min(rowMinimum, row[j])
    }
    if rowMinimum > limit { return limit + 1 }
    swap(&previous, &row)
  }
  return a.isEmpty ? b.count : previous[b.count]
}
