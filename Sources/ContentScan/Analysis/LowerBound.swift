extension RandomAccessCollection where Index == Int {
  /// The index of the first element whose `key` is not below `bound`, in a collection ordered by
  /// `key` (`endIndex` when there is none): a binary search.
  func firstIndex(notBelow bound: Int, by key: (Element) -> Int) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = (low + high) / 2
      if key(self[middle]) < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
