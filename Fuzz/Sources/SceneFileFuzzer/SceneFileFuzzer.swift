@_spi(Internals) import SymbiosisScenes

/// libFuzzer's entry point: one input, as text, through the scene-file reader, checking what its
/// documentation promises rather than only that it survives.
///
/// - Reading gives a definition or problems, never both, never neither.
/// - Every problem is in the file read, at a line of it (or the one after its last) and a column
///   from 1, with a message.
/// - Reading the same text twice gives the same result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let yaml = String(decoding: bytes, as: UTF8.self)
  let file = "Fuzz.scene.yaml"
  let first = read(yaml, file: file)
  precondition(first == read(yaml, file: file), "reading the same text twice differed")
  guard case .failure(let errors) = first else { return 0 }
  let lines = lineCount(of: yaml)
  for problem in errors.diagnostics {
    precondition(problem.location.file == file, "a problem in another file: \(problem)")
    precondition((1...lines + 1).contains(problem.location.line), "outside the file: \(problem)")
    precondition(problem.location.column >= 1, "before the line's start: \(problem)")
    precondition(!problem.message.isEmpty, "a problem without a message at \(problem.location)")
  }
  return 0
}

private func read(_ yaml: String, file: String) -> Result<SceneDefinition, SceneErrors> {
  Result { () throws(SceneErrors) in try SceneDefinition.parse(yaml: yaml, file: file) }
}

/// Lines as YAML counts them: broken by `\n`, `\r`, `\r\n`, NEL, LS and PS.
private func lineCount(of text: String) -> Int {
  var lines = 1
  var previous: Unicode.Scalar?
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x0A where previous == "\r": break
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: lines += 1
    default: break
    }
    previous = scalar
  }
  return lines
}
