/// Response bodies in the iTunes Search API's real format, with every field it sends; the
/// names are invented.
enum ITunesFixture {
  /// A full result and a sparse one, as the API sends for a single without album or preview.
  static let twoSongs = """
    {
     "resultCount":2,
     "results": [
    {"wrapperType":"track", "kind":"song", "artistId":909253, "collectionId":1469577723, \
    "trackId":1469577741, "artistName":"Harbor Lights", "collectionName":"Paper Lanterns", \
    "trackName":"Upside Down", "collectionCensoredName":"Paper Lanterns", \
    "trackCensoredName":"Upside Down", \
    "artistViewUrl":"https://music.apple.com/us/artist/harbor-lights/909253?uo=4", \
    "collectionViewUrl":"https://music.apple.com/us/album/upside-down/1469577723?i=1469577741&uo=4", \
    "trackViewUrl":"https://music.apple.com/us/album/upside-down/1469577723?i=1469577741&uo=4", \
    "previewUrl":"https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview115/v4/0b/1c/2d/mzaf_1.plus.aac.p.m4a", \
    "artworkUrl30":"https://is1-ssl.mzstatic.com/image/thumb/Music115/v4/aa/bb/cc/source/30x30bb.jpg", \
    "artworkUrl60":"https://is1-ssl.mzstatic.com/image/thumb/Music115/v4/aa/bb/cc/source/60x60bb.jpg", \
    "artworkUrl100":"https://is1-ssl.mzstatic.com/image/thumb/Music115/v4/aa/bb/cc/source/100x100bb.jpg", \
    "collectionPrice":9.99, "trackPrice":1.29, "releaseDate":"2011-05-16T07:00:00Z", \
    "collectionExplicitness":"notExplicit", "trackExplicitness":"notExplicit", "discCount":1, \
    "discNumber":1, "trackCount":14, "trackNumber":1, "trackTimeMillis":208643, "country":"USA", \
    "currency":"USD", "primaryGenreName":"Rock", "isStreamable":true},
    {"wrapperType":"track", "kind":"song", "artistId":1, "trackId":42, "artistName":"Solo Act", \
    "trackName":"Single", "country":"USA", "currency":"USD", "primaryGenreName":"Pop", \
    "isStreamable":false}]
    }
    """

  /// What the API answers when nothing matches.
  static let empty = """
    {
     "resultCount":0,
     "results": []
    }
    """
}
