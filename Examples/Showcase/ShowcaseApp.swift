import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalImages

/// A small tour of the terminal platform: a form with a text field and a button bound to an
/// action, a table bound to a data source, and a picture. Run `swift run showcase`, or
/// `swift run showcase --text < /dev/null` for plain text; pass a PNG or JPEG path to show it.
@main
struct ShowcaseApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "showcase",
    abstract: "A tour of the terminal platform: a form, a table and a picture.",
    discussion: "Tab moves focus, Enter adds the name typed, Ctrl-C quits.",
    version: "0.1.0")

  @Argument(help: "A PNG or JPEG image to show instead of the drawn sunset.")
  var image: String?

  @OptionGroup var terminal: TerminalOptions

  func run() async throws {
    // The picture is read before the app starts, so a bad path fails at once.
    let picture: Bitmap
    do {
      picture = try image.map(Self.picture(at:)) ?? Self.sunset()
    } catch {
      FileHandle.standardError.write(Data("showcase: \(error.description)\n".utf8))
      throw ExitCode.failure
    }
    if !terminal.text, let problem = App.terminalProblem() { throw ValidationError(problem) }
    await Self.start(showing: picture, textMode: terminal.text)
  }

  @MainActor
  private static func start(showing picture: Bitmap, textMode: Bool) async {
    let view = ShowcaseView()
    let model = ShowcaseModel()
    ShowcaseBinding.bind(view: view, model: model)
    view.picture.image = picture
    await App(root: view.root).runAsMain(textMode: textMode)
  }

  /// The image in the file at `path`.
  ///
  /// - Throws: ``PictureError`` saying in one sentence why it cannot be shown: no such file, a
  ///   folder, a device, a pipe or a socket rather than a file, permission denied, or what the
  ///   decoder found wrong.
  static func picture(at path: String) throws(PictureError) -> Bitmap {
    // What the path names is asked first: reading a device (/dev/zero) never ends, and opening
    // a pipe waits for a writer.
    var status = stat()
    guard stat(path, &status) == 0 else {
      switch errno {
      case ENOENT, ENOTDIR: throw PictureError(path: path, reason: "no such file.")
      case EACCES: throw PictureError(path: path, reason: "permission denied.")
      default:
        throw PictureError(path: path, reason: String(cString: strerror(errno)) + ".")
      }
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw PictureError(path: path, reason: "it is a folder, not an image.")
    case S_IFCHR, S_IFBLK:
      throw PictureError(path: path, reason: "it is a device, not an image file.")
    case S_IFIFO: throw PictureError(path: path, reason: "it is a pipe, not an image file.")
    case S_IFSOCK: throw PictureError(path: path, reason: "it is a socket, not an image file.")
    default: throw PictureError(path: path, reason: "it is not an image file.")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = access(path, R_OK) == 0 ? "it cannot be read." : "permission denied."
      throw PictureError(path: path, reason: reason)
    }
    do {
      return try ImageDecoder.decode(data)
    } catch {
      throw PictureError(path: path, reason: error.description)
    }
  }

  /// A generated sunset, shown when no image is named.
  static func sunset() -> Bitmap {
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
