import FuzzSupport

/// libFuzzer's entry point: one input through the JPEG decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  DecoderFuzzing.decode(data, size, as: .jpeg)
  return 0
}
