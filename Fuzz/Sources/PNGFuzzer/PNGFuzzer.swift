import FuzzSupport

/// libFuzzer's entry point: one input through the PNG decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  DecoderFuzzing.decode(data, size, as: .png)
  return 0
}
