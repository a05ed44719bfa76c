/// One column of a terminal screen: a grapheme cluster and the style it is drawn in.
///
/// A wide (two-column) grapheme occupies two cells: the first holds it, the second is a
/// *continuation* that holds nothing and only marks the trailing half. A cell is two machine
/// words with every bit defined, so it compares, copies and stores without allocating; a
/// grapheme of up to 8 UTF-8 bytes (every ASCII character, CJK, most emoji) is kept inline.
public struct Cell: Hashable, Sendable {
  /// The grapheme's UTF-8 bytes, low byte first and zero-padded; or, for a long grapheme, its
  /// number in ``GraphemeStore``; zero for a continuation.
  var content: UInt64
  /// The packed style (bits 0–57) and the flags below.
  var bits: UInt64

  static let continuationFlag: UInt64 = 1 << 58
  static let wideFlag: UInt64 = 1 << 59
  static let storedFlag: UInt64 = 1 << 60

  /// A space with the plain style: what an erased terminal cell shows.
  public static let blank = Cell(content: 0x20, bits: 0)

  /// A cell showing `character` in `style`.
  ///
  /// A character that takes no column (a control character, a lone combining mark) cannot be
  /// shown on its own and becomes a space.
  public init(_ character: Character = " ", style: Style = .plain) {
    self.init(character, width: CharacterWidth.of(character), styleBits: style.packed)
  }

  package init(content: UInt64, bits: UInt64) {
    self.content = content
    self.bits = bits
  }

  /// A cell for `character`, whose ``CharacterWidth`` the caller already knows.
  package init(_ character: Character, width: Int, styleBits: UInt64) {
    guard width > 0 else {
      self.init(content: 0x20, bits: styleBits)
      return
    }
    let flags = width == 2 ? Self.wideFlag : 0
    var inline: UInt64 = 0
    var shift: UInt64 = 0
    for byte in character.utf8 {
      guard shift < 64 else {
        self.init(storing: Array(character.utf8), wide: width == 2, styleBits: styleBits)
        return
      }
      inline |= UInt64(byte) << shift
      shift += 8
    }
    self.init(content: inline, bits: styleBits | flags)
  }

  private init(storing bytes: [UInt8], wide: Bool, styleBits: UInt64) {
    let flags = wide ? Self.wideFlag : 0
    if let number = GraphemeStore.number(for: bytes) {
      self.init(content: UInt64(number), bits: styleBits | flags | Self.storedFlag)
    } else {
      // The store is full: show a replacement of the same width, so the layout holds.
      let replacement: UInt64 = wide ? 0x9F_BC_EF : 0xBD_BF_EF  // U+FF1F "？" or U+FFFD
      self.init(content: replacement, bits: styleBits | flags)
    }
  }

  /// The trailing half of a wide grapheme drawn in `styleBits`.
  package static func continuation(styleBits: UInt64) -> Cell {
    Cell(content: 0, bits: styleBits | continuationFlag)
  }

  /// The grapheme the cell shows; empty for the trailing half of a wide grapheme.
  public var grapheme: String {
    var bytes: [UInt8] = []
    appendUTF8(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The colours and attributes the cell is drawn in.
  public var style: Style {
    get { Style(packed: bits) }
    set { bits = (bits & ~Style.packedMask) | newValue.packed }
  }

  /// The columns the grapheme takes: 1 or 2, and 0 for a continuation.
  public var width: Int {
    if bits & Self.continuationFlag != 0 { return 0 }
    return bits & Self.wideFlag != 0 ? 2 : 1
  }

  /// Whether this is the trailing half of the wide grapheme in the cell to its left.
  public var isContinuation: Bool { bits & Self.continuationFlag != 0 }

  /// Whether the cell holds the leading half of a two-column grapheme.
  package var isWide: Bool { bits & Self.wideFlag != 0 }

  /// The packed style alone.
  package var styleBits: UInt64 { bits & Style.packedMask }

  /// Whether the grapheme is a single printable ASCII byte, which joins no neighbour.
  var isASCII: Bool { content < 0x80 && bits & (Self.storedFlag | Self.continuationFlag) == 0 }

  /// Whether the cell is a space whose look an erase (ECH, EL, ED) can reproduce: no
  /// attributes, the default foreground, any background.
  var isErasable: Bool {
    content == 0x20 && bits & ~Style.backgroundMask == 0
  }

  /// Appends the grapheme's UTF-8 bytes to `bytes` (nothing for a continuation), without
  /// making a `String`: for backends that write cells out.
  public func appendUTF8(to bytes: inout [UInt8]) {
    withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Calls `body` with the grapheme's UTF-8 bytes (none for a continuation), without copying
  /// them to the heap.
  func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    if bits & Self.storedFlag != 0 {
      return GraphemeStore.bytes(for: UInt32(truncatingIfNeeded: content)).withUnsafeBytes(body)
    }
    if content < 0x80 {
      // A continuation holds nothing (zero).
      let byte = UInt8(truncatingIfNeeded: content)
      return withUnsafeBytes(of: byte) {
        body(UnsafeRawBufferPointer(rebasing: $0[..<(byte == 0 ? 0 : 1)]))
      }
    }
    // Inline bytes are zero-padded and UTF-8 never holds a zero byte, so the length is where
    // the zeros start.
    let count = (71 - content.leadingZeroBitCount) / 8
    return withUnsafeBytes(of: content.littleEndian) {
      body(UnsafeRawBufferPointer(rebasing: $0[..<count]))
    }
  }
}
