/// A list whose elements have an identity: what a load checks for repeated ids.
protocol IdentifiedList {
  /// The error naming the ids that repeat, or nil.
  func duplicateIDs() -> DuplicateIDs?
}

extension Array: IdentifiedList where Element: Identifiable {
  func duplicateIDs() -> DuplicateIDs? { DuplicateIDs.find(in: self) }
}
