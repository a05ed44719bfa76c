/// The bytes of one frame as they are built, with the escape sequences an encoder writes.
///
/// Bytes go through a raw pointer into storage kept between frames, so writing a byte is a
/// store and a capacity check: no uniqueness check per byte as an array append has, and no
/// allocation once the storage has grown to the size of the frames.
struct TerminalBytes: @unchecked Sendable {
  // Safety of @unchecked Sendable: the storage is written only by a mutating method, and only
  // after `removeAll()` has made it unique (copied encoders share it until then), so storage
  // one value can see is never written by another. The two owners keep that order: both are
  // private properties (`FrameEncoder.out`, `StyleTransitionCache.scratch`) whose only writers
  // (`encode`, `write`) call `removeAll()` first.

  /// Owns the allocation, freeing it with the last value that uses it.
  private final class Storage {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
      base = .allocate(capacity: capacity)
      self.capacity = capacity
    }

    deinit { base.deallocate() }
  }

  private var storage: Storage
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes have been written since the last `removeAll`.
  private(set) var count = 0

  init(capacity: Int = 256) {
    storage = Storage(capacity: max(capacity, 16))
    base = storage.base
    self.capacity = storage.capacity
  }

  /// Forgets what was written, keeping the storage; makes the storage this value's own.
  mutating func removeAll() {
    count = 0
    if !isKnownUniquelyReferenced(&storage) { grow(to: capacity) }
  }

  /// The bytes written, as an array.
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Calls `body` with the bytes written.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    body(UnsafeRawBufferPointer(start: base, count: count))
  }

  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(to: count + extra) }
  }

  private mutating func grow(to minimum: Int) {
    let larger = Storage(capacity: max(minimum, capacity * 2))
    larger.base.update(from: base, count: count)
    storage = larger
    base = larger.base
    capacity = larger.capacity
  }

  mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
    count &+= bytes.count
  }

  /// Appends `byteCount` bytes held in the words at `words`, copying whole words.
  @inline(__always)
  mutating func append(words: UnsafePointer<UInt64>, byteCount: Int) {
    let wordCount = (byteCount + 7) / 8
    reserve(wordCount * 8)
    let target = UnsafeMutableRawPointer(base + count)
    for index in 0..<wordCount {
      target.storeBytes(of: words[index], toByteOffset: index * 8, as: UInt64.self)
    }
    count &+= byteCount
  }

  /// Appends an ASCII literal.
  mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
  }

  /// Appends the UTF-8 bytes of `cell`'s grapheme.
  mutating func append(_ cell: Cell) {
    if cell.bits & Cell.storedFlag != 0 {
      GraphemeStore.bytes(for: UInt32(truncatingIfNeeded: cell.content)).withUnsafeBytes {
        append($0)
      }
      return
    }
    // Inline bytes are zero-padded and UTF-8 holds no zero byte: the length is where the
    // zeros start.
    let length = (71 - cell.content.leadingZeroBitCount) / 8
    reserve(8)
    UnsafeMutableRawPointer(base + count).storeBytes(
      of: cell.content.littleEndian, as: UInt64.self)
    count &+= length
  }

  /// Replaces the last byte written, which must exist.
  mutating func replaceLast(with byte: UInt8) {
    base[count - 1] = byte
  }

  /// Appends `number` (not negative) in decimal.
  mutating func appendNumber(_ number: Int) {
    let digits = Self.digitCount(number)
    reserve(digits)
    var rest = number
    for index in stride(from: count + digits - 1, through: count, by: -1) {
      base[index] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    count &+= digits
  }

  /// Appends `number` and a ";" after it, as in a list of SGR parameters.
  mutating func appendParameter(_ number: Int) {
    appendNumber(number)
    append(0x3B)
  }

  /// Appends `ESC [ n final`, leaving out `n` when it is 1, the default of every sequence
  /// written this way.
  mutating func appendCSI(_ number: Int, _ final: UInt8) {
    append(0x1B)
    append(0x5B)
    if number != 1 { appendNumber(number) }
    append(final)
  }

  /// Appends the cursor position (CUP) for zero-based `column` and `row`, leaving out what
  /// defaults to 1.
  mutating func appendCursorPosition(column: Int, row: Int) {
    append(0x1B)
    append(0x5B)
    if row != 0 || column != 0 { appendNumber(row + 1) }
    if column != 0 {
      append(0x3B)
      appendNumber(column + 1)
    }
    append(0x48)
  }

  /// The bytes `appendCSI(number, _)` writes.
  static func csiCount(_ number: Int) -> Int {
    number == 1 ? 3 : 3 + digitCount(number)
  }

  /// The bytes `appendCursorPosition(column:row:)` writes.
  static func cursorPositionCount(column: Int, row: Int) -> Int {
    if column == 0 { return row == 0 ? 3 : 3 + digitCount(row + 1) }
    return 4 + digitCount(row + 1) + digitCount(column + 1)
  }

  /// The decimal digits of `number` (not negative).
  static func digitCount(_ number: Int) -> Int {
    var digits = 1
    var rest = number
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }
}
