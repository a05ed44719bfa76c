import SymbiosisScenes
import Testing

@Suite struct NameSuggestionTests {
  @Test func aNearMissIsSuggested() {
    #expect(
      NameSuggestion.closest(to: "PeopelSource", in: ["SongSource", "PeopleSource"])
        == "PeopleSource")
    #expect(NameSuggestion.closest(to: "sorces", in: ["scene", "sources", "styles"]) == "sources")
    #expect(NameSuggestion.closest(to: "lable", in: ["label", "table"]) == "label")
  }

  @Test func aDifferenceOfCaseOnlyIsSuggested() {
    #expect(NameSuggestion.closest(to: "peoplesource", in: ["PeopleSource"]) == "PeopleSource")
  }

  @Test func aSwapOfNeighboursCountsOnce() {
    // Plain Levenshtein makes "ocpy"→"copy" 2 edits, over the bound for a 4-letter name… of 2.
    #expect(NameSuggestion.closest(to: "ocpy", in: ["copy"]) == "copy")
    #expect(NameSuggestion.closest(to: "ab", in: ["ba"]) == "ba")
  }

  @Test func farNamesAreNotSuggested() {
    #expect(NameSuggestion.closest(to: "yardstick", in: ["label", "field"]) == nil)
    #expect(NameSuggestion.closest(to: "id", in: ["of"]) == nil)
    #expect(NameSuggestion.closest(to: "x", in: ["y"]) == nil)
  }

  @Test func theBoundGrowsWithTheLength() {
    // Three edits in a name of 9: a third of its length.
    #expect(NameSuggestion.closest(to: "PersonXYZ", in: ["PersonSet"]) == "PersonSet")
    #expect(NameSuggestion.closest(to: "PersXYZ", in: ["PersonSet"]) == nil)
  }

  @Test func tiesGoToTheEarlierCandidate() {
    #expect(NameSuggestion.closest(to: "cat", in: ["bat", "hat"]) == "bat")
    #expect(NameSuggestion.closest(to: "cat", in: ["hat", "bat"]) == "hat")
  }

  @Test func theDistanceIsSymmetricAndZeroOnlyForEqualNames() {
    var random = SeededRandomForNames(seed: 7)
    for _ in 0..<200 {
      let a = random.name()
      let b = random.name()
      let there = NameSuggestion.closest(to: a, in: [b]) != nil
      let back = NameSuggestion.closest(to: b, in: [a]) != nil
      if a.count == b.count { #expect(there == back, "\(a) \(b)") }
    }
  }
}

/// Short random names over a small alphabet, so that near misses are common.
private struct SeededRandomForNames {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
  mutating func name() -> String {
    let length = Int(next() % 6) + 3
    return String((0..<length).map { _ in "abc".randomElement(using: &self) ?? "a" })
  }
}

extension SeededRandomForNames: RandomNumberGenerator {}
