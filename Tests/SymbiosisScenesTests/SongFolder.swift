import Foundation
import SymbiosisScenes

/// A song of the little test app.
struct Song: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  var title: String
}

let songsFile = """
  scene: Songs
  title: Songs
  sources:
    songs:
      constant: "[Song]"
      value: [{ id: 1, title: Alpha }, { id: 2, title: Beta }, { id: 3, title: Alto }]
    found: { search: songs, for: search.text, in: title }
  views:
    - field: { id: search, placeholder: Search }
    - label: Version 1
    - table:
        source: found
        cell: { label: "{title}" }
        select: { segue: Song, from: found }
  segues:
    Song: { scene: Song, present: push, into: song }
  """

let songFile = """
  scene: Song
  title: "{song.title}"
  sources:
    song: { settable: Song, preview: { id: 9, title: Sample } }
  views:
    - label: "Title: {song.title}"
    - field: { id: note, placeholder: Note }
  """

/// A folder of the song app's scene files, removed when the test ends.
final class SongFolder {
  let url: URL

  /// A folder holding the song app's two files.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "SongFolder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try write("Songs.scene.yaml", songsFile)
    try write("Song.scene.yaml", songFile)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Saves `text` as the file `name`.
  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: url.appending(path: name))
  }
}

/// The song app's registered types.
let songTypes = SceneTypes().model(Song.self, keys: ["title": \.title])
