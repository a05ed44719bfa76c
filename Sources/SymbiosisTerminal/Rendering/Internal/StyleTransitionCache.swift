/// The SGR sequences written lately, so a frame that goes back and forth between a few styles
/// (the usual case) copies a few words instead of working each sequence out again.
///
/// Direct-mapped: a transition's slot is a hash of its two styles, and a new transition
/// replaces whatever had its slot. It never allocates after it is made.
struct StyleTransitionCache: Sendable {
  private static let slots = 64
  /// Words per slot: the pen, the target, the length, then the sequence in 8 words (the
  /// longest, a reset with six attributes and two RGB colours, takes 50 bytes).
  private static let slotWords = 11
  private static let sequenceWords = 8

  // Packed styles use 58 bits, so a pen of `UInt64.max` marks an empty slot.
  private var table: [UInt64] = (0..<(slots * slotWords)).map { $0 % slotWords == 0 ? .max : 0 }
  private var scratch = TerminalBytes(capacity: 128)

  /// Writes the SGR sequence from `pen` to `target` (see ``StyleTransition``).
  mutating func write(from pen: UInt64, to target: UInt64, into out: inout TerminalBytes) {
    let hash = ((pen &* 0x9E37_79B9_7F4A_7C15) ^ target) &* 0xBF58_476D_1CE4_E5B9
    let slot = Int(truncatingIfNeeded: hash >> 58) * Self.slotWords
    let hit = table.withUnsafeBufferPointer { entries in
      guard entries[slot] == pen, entries[slot + 1] == target else { return false }
      out.append(words: entries.baseAddress! + slot + 3, byteCount: Int(entries[slot + 2]))
      return true
    }
    if hit { return }
    scratch.removeAll()
    StyleTransition.write(from: pen, to: target, into: &scratch)
    scratch.withUnsafeBytes { sequence in
      out.append(sequence)
      guard sequence.count <= Self.sequenceWords * 8 else { return }
      table.withUnsafeMutableBufferPointer { entries in
        entries[slot] = pen
        entries[slot + 1] = target
        entries[slot + 2] = UInt64(sequence.count)
        let words = UnsafeMutableRawBufferPointer(
          start: entries.baseAddress! + slot + 3, count: Self.sequenceWords * 8)
        words.copyMemory(from: sequence)
      }
    }
  }
}
