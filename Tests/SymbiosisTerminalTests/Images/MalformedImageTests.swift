import SymbiosisTerminal
import SymbiosisTerminalImages
import SymbiosisTesting
import Testing

@Suite struct MalformedImageTests {
  @Test func emptyDataIsNamedAsSuch() {
    #expect(throws: ImageDecodingError.emptyData) { try ImageDecoder.decode([UInt8]()) }
  }

  @Test func anUnknownFormatShowsItsFirstBytesInHex() {
    let gif = Array("GIF89a-and-more".utf8)
    #expect(throws: ImageDecodingError.unknownFormat(leadingBytes: Array(gif.prefix(8)))) {
      try ImageDecoder.decode(gif)
    }
    let message = ImageDecodingError.unknownFormat(leadingBytes: [0x47, 0x49, 0x0A]).description
    #expect(message.contains("47 49 0A"))
  }

  @Test func aChunkDeclaringMoreThanTheFileHoldsIsRefusedBeforeAnyAllocation() throws {
    // 100 bytes whose zTXt chunk declares 1,903,231,049 bytes (found by fuzzing).
    let hex =
      "89504e470d0a1a0a0000000d49484452000000040000000301000000009c8f936b0000000274524e5300830194"
      + "fdae0000000467414d410060b18f0bfc61050000000e735445524978da54789c717171717171717163d063e8"
      + "717100497a545874426082"
    let bytes = try #require(TestImages.bytes(hex: hex))
    #expect {
      try ImageDecoder.decode(bytes)
    } throws: { error in
      guard case .corrupt(.png, let reason) = error as? ImageDecodingError else { return false }
      return reason.contains("zTXt chunk declares 1903231049 bytes")
    }
  }

  @Test func aHugeDeclaredPNGIsRefusedWithItsSize() {
    let file = TestImages.pngHeader(width: 100_000, height: 100_000)
    let expected = ImageDecodingError.tooLarge(
      .png, width: 100_000, height: 100_000, maxPixelCount: ImageDecoder.defaultMaxPixelCount)
    #expect(throws: expected) { try ImageDecoder.decode(file) }
    #expect(expected.description.contains("100000×100000"))
  }

  @Test func theCraftedHeaderIsValidSoOnlyItsSizeIsRefused() {
    #expect(TestImages.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    let small = TestImages.pngHeader(width: 4, height: 4)
    #expect {
      try ImageDecoder.decode(small)
    } throws: { error in
      guard case .corrupt(.png, _) = error as? ImageDecodingError else { return false }
      return true  // passes the size check, then fails on the missing pixel data
    }
  }

  @Test func aBadChecksumIsReportedWithTheLibrarysReason() {
    #expect {
      try ImageDecoder.decode(TestImages.pngHeader(width: 4, height: 4, corruptCRC: true))
    } throws: { error in
      guard case .corrupt(.png, let reason) = error as? ImageDecodingError else { return false }
      return reason.contains("CRC")
    }
  }

  @Test func aHugeDeclaredJPEGIsRefusedWithItsSize() throws {
    var file = try TestCodecs.jpeg(TestImages.gradient(width: 8, height: 8))
    let frame = try #require(TestImages.frameHeaderOffset(in: file))
    file.replaceSubrange(frame + 5..<frame + 9, with: [0xEA, 0x60, 0xEA, 0x60])  // 60000×60000
    #expect(
      throws: ImageDecodingError.tooLarge(
        .jpeg, width: 60_000, height: 60_000, maxPixelCount: ImageDecoder.defaultMaxPixelCount)
    ) { try ImageDecoder.decode(file) }
  }

  @Test func thePixelLimitIsInclusive() throws {
    let image = TestImages.gradient(width: 16, height: 16)
    for file in [try TestCodecs.png(image), try TestCodecs.jpeg(image)] {
      let format = try #require(ImageFormat(detecting: file))
      #expect(try ImageDecoder.decode(file, maxPixelCount: 256).width == 16)
      #expect(
        throws: ImageDecodingError.tooLarge(format, width: 16, height: 16, maxPixelCount: 255)
      ) {
        try ImageDecoder.decode(file, maxPixelCount: 255)
      }
    }
  }

  @Test func everyTruncatedPNGFailsOrIsMissingOnlyItsEndMarker() throws {
    var random = SeededRandom(seed: 31)
    let image = TestImages.random(width: 12, height: 9, using: &random)
    let file = try TestCodecs.png(image)
    let endChunk = 12
    for length in 1..<file.count {
      let prefix = Array(file.prefix(length))
      do {
        let decoded = try ImageDecoder.decode(prefix)
        #expect(length >= file.count - endChunk && decoded == image, "cut at \(length)")
      } catch {
        #expect(
          isExpected(error, for: length, signature: ImageFormat.png.signature, format: .png),
          "cut at \(length): \(error)")
      }
    }
  }

  @Test func everyTruncatedJPEGFails() throws {
    var random = SeededRandom(seed: 32)
    let file = try TestCodecs.jpeg(
      TestImages.random(width: 20, height: 12, opaque: true, using: &random))
    for length in 1..<file.count {
      #expect("cut at \(length)") {
        try ImageDecoder.decode(Array(file.prefix(length)))
      } throws: { error in
        guard let error = error as? ImageDecodingError else { return false }
        return isExpected(error, for: length, signature: ImageFormat.jpeg.signature, format: .jpeg)
      }
    }
  }

  @Test func randomBytesNeverCrash() {
    var random = SeededRandom(seed: 33)
    for round in 0..<600 {
      let signature = [[], ImageFormat.png.signature, ImageFormat.jpeg.signature][round % 3]
      let noise = (0..<Int.random(in: 0...700, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      expectSafe(signature + noise)
    }
  }

  @Test func flippedBytesInRealFilesNeverCrash() throws {
    var random = SeededRandom(seed: 34)
    let image = TestImages.random(width: 24, height: 16, using: &random)
    for file in [try TestCodecs.png(image), try TestCodecs.jpeg(image)] {
      for _ in 0..<400 {
        var damaged = file
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8.random(
            in: 1...255, using: &random)
        }
        expectSafe(damaged)
      }
    }
  }

  @Test func anyCollectionOfBytesDecodesLikeAnArray() throws {
    let file = try TestCodecs.png(TestImages.gradient(width: 5, height: 3))
    let decoded = try ImageDecoder.decode(file)
    #expect(try ImageDecoder.decode(AnyCollection(file)) == decoded)
    #expect(try ImageDecoder.decode(file[...]) == decoded)
  }

  /// Decoding either succeeds with a well-formed bitmap or fails with an error of the data's
  /// own format (never a crash, which would end the test run).
  private func expectSafe(_ bytes: [UInt8]) {
    do {
      let bitmap = try ImageDecoder.decode(bytes)
      #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4 && !bitmap.isEmpty)
    } catch {
      switch error {
      case .emptyData: #expect(bytes.isEmpty)
      case .unknownFormat: #expect(ImageFormat(detecting: bytes) == nil)
      case .corrupt(let format, let reason), .unsupported(let format, let reason):
        #expect(ImageFormat(detecting: bytes) == format && !reason.isEmpty)
      case .tooLarge(let format, _, _, _), .outOfMemory(let format, _, _),
        .overMemoryLimit(let format, _, _, _):
        #expect(ImageFormat(detecting: bytes) == format)
      }
    }
  }

  /// Shorter than the signature, the format cannot be recognised; longer, it is corrupt.
  private func isExpected(
    _ error: ImageDecodingError, for length: Int, signature: [UInt8], format: ImageFormat
  ) -> Bool {
    if length < signature.count {
      return error == .unknownFormat(leadingBytes: Array(signature.prefix(length)))
    }
    guard case .corrupt(format, let reason) = error else { return false }
    return !reason.isEmpty
  }
}
