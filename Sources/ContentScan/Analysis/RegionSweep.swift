/// What holds at a place: the guards, whether an assertion is among them, and where the checks
/// behind them stand (`GuardOrigin`).
struct HeldGuards: Equatable {
  var guards: Set<String> = []
  var asserted = false
  var origins: Set<GuardOrigin> = []
}

extension Array where Element == GuardRegion {
  /// For each of `tokens` (ascending), the guards of the regions that contain it, whether one
  /// of those is asserted, and their origins: one sweep over the regions' starts and ends, not
  /// a look at every region for every token — a function of many early exits has as many
  /// regions, each to its end, as it may have uses.
  func guards(at tokens: [Int]) -> [HeldGuards] {
    let byStart = indices.sorted { self[$0].range.lowerBound < self[$1].range.lowerBound }
    let byEnd = indices.sorted { self[$0].range.upperBound < self[$1].range.upperBound }
    var nextStart = 0
    var nextEnd = 0
    // How many of the regions around the sweep hold each guard and origin, and are asserted.
    var holding: [String: Int] = [:]
    var origins: [GuardOrigin: Int] = [:]
    var assertedAround = 0
    func count(_ region: GuardRegion, _ change: Int) {
      for guardName in region.guards { holding[guardName, default: 0] += change }
      for origin in region.origins {
        // Let go at zero: a bundle's thousands of checks are never all around one place.
        let count = origins[origin, default: 0] + change
        origins[origin] = count == 0 ? nil : count
      }
      if region.asserted { assertedAround += change }
    }
    return tokens.map { token in
      while nextStart < byStart.count, self[byStart[nextStart]].range.lowerBound <= token {
        if !self[byStart[nextStart]].range.isEmpty { count(self[byStart[nextStart]], 1) }
        nextStart += 1
      }
      while nextEnd < byEnd.count, self[byEnd[nextEnd]].range.upperBound <= token {
        let region = self[byEnd[nextEnd]]
        // A region ending at or before a token started at or before it too: it was counted.
        if !region.range.isEmpty { count(region, -1) }
        nextEnd += 1
      }
      return HeldGuards(
        guards: Set(holding.filter { $0.value > 0 }.keys), asserted: assertedAround > 0,
        origins: Set(origins.keys))
    }
  }
}
