import Foundation
import SymbiosisWeb

/// A song's cover in a browser: the picture at its `https:` address, which the browser loads,
/// or the colour of the cover the offline catalog draws for its `catalog-art:` ones.
@MainActor
final class CoverWebView: WebView {
  private let picture = WebImage()
  private let drawn = WebLabel("      ")

  /// A cover `size` pixels square: 40 or 160 (``SearchyScene/stylesheet`` sizes those).
  init(size: Int) {
    super.init(tag: "span", classes: "searchy-cover searchy-cover-\(size)")
    picture.setAttribute("width", "\(size)")
    picture.setAttribute("height", "\(size)")
    addChild(picture)
    addChild(drawn)
  }

  /// Shows the cover at `url`, or none.
  func show(_ url: URL?) {
    let isDrawn = url?.scheme == "catalog-art"
    drawn.shownColor =
      isDrawn ? url.map { Artwork.coverColor(seed: $0.host() ?? $0.absoluteString) } : nil
    drawn.isHidden = !isDrawn
    picture.path = isDrawn ? "" : url?.absoluteString ?? ""
    picture.isHidden = isDrawn || url == nil
  }
}
