/// The texts of a list's elements, lowercased once into one buffer, so that a search compares
/// bytes instead of folding every element's text again at every keystroke.
///
/// A term matches an element when the element's lowercased text contains the term lowercased.
struct SearchIndex: Sendable {
  /// Every element's lowercased text as UTF-8, one after another.
  private let bytes: [UInt8]
  /// Where each element's text ends in ``bytes``; it starts where the one before ends.
  private let ends: [Int]

  /// The index of `texts`, one for each element in order.
  init(_ texts: some Sequence<String>) {
    var bytes: [UInt8] = []
    var ends: [Int] = []
    for text in texts {
      bytes.append(contentsOf: text.lowercased().utf8)
      ends.append(bytes.count)
    }
    self.bytes = bytes
    self.ends = ends
  }

  /// The offsets of the elements whose text contains `term`, ignoring case, in order.
  func offsets(matching term: String) -> [Int] {
    let needle = Array(term.lowercased().utf8)
    guard let first = needle.first else { return Array(ends.indices) }
    var found: [Int] = []
    bytes.withUnsafeBufferPointer { bytes in
      needle.withUnsafeBufferPointer { needle in
        var start = 0
        for (offset, end) in ends.enumerated() {
          defer { start = end }
          let last = end - needle.count
          guard start <= last else { continue }
          var at = start
          while at <= last {
            if bytes[at] == first, Self.equal(bytes, at, needle) {
              found.append(offset)
              break
            }
            at += 1
          }
        }
      }
    }
    return found
  }

  private static func equal(
    _ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ needle: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var index = 1
    while index < needle.count {
      if bytes[at + index] != needle[index] { return false }
      index += 1
    }
    return true
  }
}
