import SymbiosisScenes

/// A place in a scene file, for expected diagnostics (Swift Testing has a `SourceLocation` too).
func place(_ line: Int, _ column: Int, in file: String = "T.scene.yaml")
  -> SymbiosisScenes.SourceLocation
{
  SymbiosisScenes.SourceLocation(file: file, line: line, column: column)
}
