import Foundation
import Symbiosis
import SymbiosisTerminal

/// A small tour of the terminal platform: a form with a text field and a button bound to a
/// command, a table bound to a data source, and a picture. Run `swift run showcase`, or
/// `swift run showcase --text < /dev/null` for plain text; pass a PNG or JPEG path to show it.
@main
struct ShowcaseApp {
  @MainActor
  static func main() async {
    let view = ShowcaseView()
    let model = ShowcaseModel()
    ShowcaseBinding.bind(view: view, model: model)
    view.picture.image = picture(arguments: CommandLine.arguments)
    await App(root: view.root).runAsMain()
  }

  /// The image named on the command line, or a generated sunset.
  @MainActor
  static func picture(arguments: [String]) -> Bitmap {
    if let path = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }) {
      do {
        return try ImageDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
      } catch {
        FileHandle.standardError.write(Data("showcase: \(path): \(error)\n".utf8))
      }
    }
    var image = Bitmap(width: 64, height: 32)
    for y in 0..<32 {
      for x in 0..<64 {
        let sun = (x - 32) * (x - 32) + (y - 22) * (y - 22) < 64
        image[x, y] =
          sun
          ? RGBA(r: 255, g: 220, b: 90)
          : y > 22
            ? RGBA(r: 20, g: 60, b: UInt8(120 + y * 3)) : RGBA(r: 250, g: UInt8(100 + y * 4), b: 80)
      }
    }
    return image
  }
}
