/// The known name a misspelt one probably meant, for a diagnostic's "did you mean".
public enum NameSuggestion {
  /// The name in `candidates` closest to `name`: one differing only in case, else the nearest
  /// by edit distance (insertions, deletions, substitutions and swaps of two neighbours), when
  /// that distance is at most 2 or at most a third of the name's length and does not replace the
  /// whole name. Ties go to the earlier candidate; nil when none is close, and for a name longer
  /// than ``maximumLength``.
  public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    // The distance takes time in the product of the lengths; a file's names are user input.
    guard name.unicodeScalars.count <= maximumLength else { return nil }
    let target = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let other = Array(candidate.lowercased())
      if other == target { return candidate }
      let limit = min(max(2, target.count / 3), min(target.count, other.count) - 1)
      guard limit > 0, abs(other.count - target.count) <= limit else { continue }
      let distance = editDistance(target, other)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The longest name a suggestion is looked for: no one misspells a longer one by hand.
  public static let maximumLength = 100

  /// The optimal-string-alignment distance between `a` and `b` (Damerau–Levenshtein without
  /// editing a substring twice).
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
