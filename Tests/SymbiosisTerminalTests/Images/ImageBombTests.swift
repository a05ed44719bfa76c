import CImageCodecs
import SymbiosisTerminal
import SymbiosisTerminalImages
import SymbiosisTesting
import Testing

/// Files of a few bytes that declare huge pictures: decoding them for a small cover must cost
/// little memory, as counted by the decoder itself (its buffers, libpng's and libjpeg's, and
/// the result), not as timed.
@Suite struct ImageBombTests {
  /// A 4×2-cell cover: 4 pixels wide, 4 tall.
  let coverSide = 4

  @Test func an8192SquarePNGOf64KBDecodesToACoverInAFewHundredKilobytes() throws {
    let file = try TestImages.blackPNG(side: 8192)
    #expect(file.count < 100_000)
    let measured = TestCodecs.measuredDecode(file, maxSide: coverSide)
    #expect(measured.status == SYM_CODEC_OK, "\(measured.message)")
    #expect(measured.width == 4 && measured.height == 4)
    // A row of 8192 pixels as 8-bit grey and as RGBA, zlib's window, libpng's own state:
    // the full picture would be 256 MiB.
    #expect(measured.peakBytes < 512 << 10, "peak \(measured.peakBytes) bytes")
    #expect(
      try ImageDecoder.decode(file, maxSide: coverSide)
        == Bitmap(
          width: 4, height: 4, filling: .black))
  }

  @Test func byDefaultAHugePictureDecodesNoLargerThanATerminalShows() throws {
    let png = try ImageDecoder.decode(TestImages.blackPNG(side: 8192))
    let jpeg = try ImageDecoder.decode(TestImages.greyJPEG(width: 8192, height: 4096))
    #expect(png.width == 512 && png.height == 512)
    #expect(jpeg.width == 512 && jpeg.height == 256)
  }

  @Test func an8192SquareJPEGDecodesToACoverInAFewKilobytes() {
    let file = TestImages.greyJPEG(width: 8192, height: 8192)
    let measured = TestCodecs.measuredDecode(file, maxSide: coverSide)
    #expect(measured.status == SYM_CODEC_OK, "\(measured.message)")
    #expect(measured.width == 4 && measured.height == 4)
    // libjpeg decodes at 1/8 scale: rows of 1024 pixels, not 8192.
    #expect(measured.peakBytes < 128 << 10, "peak \(measured.peakBytes) bytes")
  }

  @Test func aJPEGHeaderOf8192SquareWithNoScanDataIsCutShortAndCostsLittle() {
    let header = TestImages.greyJPEG(width: 8192, height: 8192, scanBytes: 0)
    #expect(header.count < 200)
    let measured = TestCodecs.measuredDecode(header, maxSide: coverSide)
    #expect(measured.status == SYM_CODEC_CORRUPT)
    #expect(measured.peakBytes < 128 << 10, "peak \(measured.peakBytes) bytes")
    #expect {
      try ImageDecoder.decode(header)
    } throws: { error in
      guard case .corrupt(.jpeg, let reason) = error as? ImageDecodingError else { return false }
      return reason.contains("cut short")
    }
  }

  @Test func aJPEGWhoseScanStopsEarlyAtAnyPointIsAnErrorNotAGreyPicture() throws {
    let file = TestImages.greyJPEG(width: 64, height: 64)
    #expect(try ImageDecoder.decode(file).width == 64)
    let full = 64 * 64 / 64 * 2 / 8
    for scanBytes in 0..<full {
      let cut = TestImages.greyJPEG(width: 64, height: 64, scanBytes: scanBytes)
      #expect(throws: ImageDecodingError.self, "scan cut at \(scanBytes) bytes") {
        try ImageDecoder.decode(cut)
      }
    }
  }

  @Test func aPhotoCutShortThenClosedWithAnEndMarkerIsAnError() throws {
    var random = SeededRandom(seed: 41)
    let file = try TestCodecs.jpeg(
      TestImages.random(width: 48, height: 32, opaque: true, using: &random))
    let scanStart = try #require(
      (0..<file.count - 1).first { file[$0] == 0xFF && file[$0 + 1] == 0xDA })
    for length in stride(from: scanStart + 20, to: file.count - 2, by: 7) {
      let cut = Array(file.prefix(length)) + [0xFF, 0xD9]
      #expect("cut at \(length)") {
        try ImageDecoder.decode(cut)
      } throws: { error in
        guard case .corrupt(.jpeg, let reason) = error as? ImageDecodingError else {
          return false
        }
        return reason.contains("cut short")
      }
    }
  }

  @Test func aProgressiveJPEGHeaderOf8192SquareIsRefusedBeforeItsCoefficientsAreAllocated() {
    // A progressive decode holds every coefficient: 128 MiB here, whatever the scale.
    let header = TestImages.greyJPEG(width: 8192, height: 8192, scanBytes: 0, progressive: true)
    let measured = TestCodecs.measuredDecode(
      header, maxSide: coverSide, memoryLimit: ImageDecoder.defaultMemoryLimit)
    #expect(measured.status == SYM_CODEC_OVER_LIMIT, "\(measured.message)")
    #expect(measured.peakBytes < 128 << 10, "peak \(measured.peakBytes) bytes")
    #expect(
      throws: ImageDecodingError.overMemoryLimit(
        .jpeg, width: 8192, height: 8192, memoryLimit: ImageDecoder.defaultMemoryLimit)
    ) { try ImageDecoder.decode(header) }
  }

  @Test func aProgressiveJPEGWhoseScansEndBeforeEveryCoefficientCameIsAnError() throws {
    let image = TestImages.gradient(width: 48, height: 32)
    let file = try TestCodecs.jpeg(image, progressive: true)
    let decoded = try ImageDecoder.decode(file)
    #expect(TestImages.difference(decoded, image).mean <= 2)
    let scans = (0..<file.count - 1).filter { file[$0] == 0xFF && file[$0 + 1] == 0xDA }
    #expect(scans.count > 3, "libjpeg's usual progression has several scans")
    // Only the DC scan, or DC and the first AC band of luma: the rest never came.
    for end in scans.dropFirst().prefix(2) {
      #expect("\(scans.firstIndex(of: end) ?? 0) scans") {
        try ImageDecoder.decode(Array(file.prefix(end)) + [0xFF, 0xD9])
      } throws: { error in
        guard case .corrupt(.jpeg, let reason) = error as? ImageDecodingError else {
          return false
        }
        return reason.contains("cut short")
      }
    }
    let onlyDC = TestImages.greyJPEG(width: 64, height: 64, progressive: true)
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(onlyDC) }
  }

  @Test func ancillaryChunksAreSkippedUnreadWhateverTheirSize() throws {
    let image = TestImages.gradient(width: 4, height: 4)
    let plain = try TestCodecs.png(image)
    for type in ["tEXt", "zTXt", "iCCP", "prVt"] {
      // Over libpng's 1 MiB chunk limit, yet neither read into memory nor fatal.
      let file = TestImages.inserting(type, length: 2 << 20, into: plain)
      let measured = TestCodecs.measuredDecode(file, maxSide: 0)
      #expect(measured.status == SYM_CODEC_OK, "\(type): \(measured.message)")
      #expect(measured.peakBytes < 256 << 10, "\(type): peak \(measured.peakBytes) bytes")
      #expect(try ImageDecoder.decode(file) == image)
    }
  }

  @Test func aPNGWiderThanLibpngsSideLimitIsRefused() {
    #expect {
      try ImageDecoder.decode(TestImages.pngHeader(width: 100_000, height: 1))
    } throws: { error in
      guard case .corrupt(.png, let reason) = error as? ImageDecodingError else { return false }
      return reason.contains("IHDR")  // libpng's limit is 65,535 pixels a side
    }
  }

  @Test func aDecodeNeedingMoreThanItsMemoryLimitStopsWithTheLimitNamed() throws {
    let file = try TestImages.blackPNG(side: 2048)
    let expected = ImageDecodingError.overMemoryLimit(
      .png, width: 2048, height: 2048, memoryLimit: 1 << 20)
    #expect(throws: expected) {
      try ImageDecoder.decode(file, maxSide: .max, memoryLimit: 1 << 20)
    }
    #expect(expected.description.contains("1048576 bytes"))
    let measured = TestCodecs.measuredDecode(file, maxSide: 0, memoryLimit: 1 << 20)
    #expect(measured.status == SYM_CODEC_OVER_LIMIT && measured.peakBytes <= 1 << 20)
    #expect(try ImageDecoder.decode(file, maxSide: .max).width == 2048)
  }

  @Test func theJPEGTheFuzzerFoundSlowDecodesToACoverInLittleMemory() throws {
    // 350 bytes declaring 8192x8192 (Fuzz/Findings), as the fuzzer hands them to the decoder:
    // before covers were decoded to their size, each decode made the whole 8192x8192 picture.
    let hex =
      "d8ffd8ffe000184a46494600010100000100010000ffdb0043000101010101000000000000001c0101010101"
      + "010101010101014a46494600010100000100010000ffdb0043000101010101000000000000001c0101010101"
      + "0101010101010101010101010101010101010101010101010101010101010101010101010101010101010101"
      + "0101ffc0000b082000200001011100ffc40014000100000000000000000000000000000000ffc40014100100"
      + "000000000000000000000000000000ffda0008010100003f0000000000000000000001010101010101010101"
      + "0101010101010101010101010101010101010101010101010101010101ffc0000b082000200001011100ffc4"
      + "0014000100000000000000000000000000000000ffc40014100100000000000000000000000000000000ffda"
      + "0008010100003f00000000000000000000000000000000000000200001011100ffc40014000100000000"
    let found = try #require(TestImages.bytes(hex: hex))
    let file = ImageFormat.jpeg.signature + found.dropFirst(ImageFormat.jpeg.signature.count)
    let measured = TestCodecs.measuredDecode(file, maxSide: coverSide)
    #expect(measured.peakBytes < 1 << 20, "peak \(measured.peakBytes) bytes")
  }
}
