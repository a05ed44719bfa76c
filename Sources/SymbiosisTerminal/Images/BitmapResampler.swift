/// Resizes bitmaps one axis at a time, in premultiplied alpha so that transparent pixels lend
/// no colour to their neighbours.
enum BitmapResampler {
  /// For each destination index, the source indices it reads and their weights (summing to 1).
  struct Kernel {
    /// Destination index `i` uses taps `starts[i]..<starts[i + 1]`.
    var starts: [Int] = [0]
    var sources: [Int] = []
    var weights: [Float] = []

    mutating func add(source: Int, weight: Double) {
      sources.append(source)
      weights.append(Float(weight))
    }

    mutating func endDestination() { starts.append(sources.count) }
  }

  static func resample(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap {
    let rows = horizontalPass(bitmap, kernel: kernel(from: bitmap.width, to: width), width: width)
    let pixels = verticalPass(
      rows, kernel: kernel(from: bitmap.height, to: height), width: width, height: height)
    return Bitmap(checkedWidth: width, height: height, pixels: pixels)
  }

  static func kernel(from source: Int, to destination: Int) -> Kernel {
    destination < source
      ? areaKernel(from: source, to: destination) : bilinearKernel(from: source, to: destination)
  }

  /// Each destination pixel averages the source span it covers, partial pixels by coverage.
  private static func areaKernel(from source: Int, to destination: Int) -> Kernel {
    var kernel = Kernel()
    let ratio = Double(source) / Double(destination)
    for index in 0..<destination {
      let start = Double(index) * ratio
      let end = min(Double(source), Double(index + 1) * ratio)
      for covered in Int(start)..<min(source, Int(end.rounded(.up))) {
        let overlap = min(end, Double(covered + 1)) - max(start, Double(covered))
        if overlap > 1e-9 { kernel.add(source: covered, weight: overlap / ratio) }
      }
      kernel.endDestination()
    }
    return kernel
  }

  /// Each destination pixel blends the two source pixels nearest its centre.
  private static func bilinearKernel(from source: Int, to destination: Int) -> Kernel {
    var kernel = Kernel()
    let step = Double(source) / Double(destination)
    for index in 0..<destination {
      let position = min(max(0, (Double(index) + 0.5) * step - 0.5), Double(source - 1))
      let lower = Int(position)
      let fraction = position - Double(lower)
      kernel.add(source: lower, weight: 1 - fraction)
      if fraction > 0 && lower + 1 < source { kernel.add(source: lower + 1, weight: fraction) }
      kernel.endDestination()
    }
    return kernel
  }

  /// Resizes every row to `width`, giving premultiplied floating-point RGBA.
  private static func horizontalPass(_ bitmap: Bitmap, kernel: Kernel, width: Int) -> [Float] {
    var rows = [Float](repeating: 0, count: bitmap.height * width * 4)
    bitmap.pixels.withUnsafeBufferPointer { source in
      rows.withUnsafeMutableBufferPointer { destination in
        for y in 0..<bitmap.height {
          let sourceRow = y * bitmap.width * 4
          let destinationRow = y * width * 4
          for x in 0..<width {
            var sum: SIMD4<Float> = .zero
            for tap in kernel.starts[x]..<kernel.starts[x + 1] {
              let offset = sourceRow + kernel.sources[tap] * 4
              let alpha = Float(source[offset + 3])
              let premultiplied = SIMD4(
                Float(source[offset]) * alpha / 255, Float(source[offset + 1]) * alpha / 255,
                Float(source[offset + 2]) * alpha / 255, alpha)
              sum += premultiplied * kernel.weights[tap]
            }
            let offset = destinationRow + x * 4
            for channel in 0..<4 { destination[offset + channel] = sum[channel] }
          }
        }
      }
    }
    return rows
  }

  /// Resizes the columns of `rows` to `height` and returns straight-alpha 8-bit RGBA.
  private static func verticalPass(_ rows: [Float], kernel: Kernel, width: Int, height: Int)
    -> [UInt8]
  {
    let rowLength = width * 4
    var pixels = [UInt8](repeating: 0, count: height * rowLength)
    var sum = [Float](repeating: 0, count: rowLength)
    rows.withUnsafeBufferPointer { source in
      for y in 0..<height {
        for index in 0..<rowLength { sum[index] = 0 }
        for tap in kernel.starts[y]..<kernel.starts[y + 1] {
          let sourceRow = kernel.sources[tap] * rowLength
          let weight = kernel.weights[tap]
          for index in 0..<rowLength { sum[index] += source[sourceRow + index] * weight }
        }
        for x in 0..<width {
          store(sum, at: x * 4, into: &pixels, offset: y * rowLength + x * 4)
        }
      }
    }
    return pixels
  }

  private static func store(_ sum: [Float], at index: Int, into pixels: inout [UInt8], offset: Int)
  {
    let alpha = sum[index + 3]
    guard alpha > 0 else { return }  // fully transparent stays transparent black
    for channel in 0..<3 {
      pixels[offset + channel] = byte(sum[index + channel] * 255 / alpha)
    }
    pixels[offset + 3] = byte(alpha)
  }

  private static func byte(_ value: Float) -> UInt8 {
    UInt8(min(255, max(0, value.rounded())))
  }
}
