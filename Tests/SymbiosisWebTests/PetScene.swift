import Symbiosis
import Testing

@testable import SymbiosisScenes
@testable import SymbiosisWeb

/// A scene file of every control, built on the web platform through a real scene library and
/// shown on a page, whose operations it collects.
@MainActor
final class PetScene {
  static let file = """
    scene: Pet
    title: "{pet.name}"
    sources:
      pet:
        settable: Pet
        preview: { id: 1, name: Rex, isOn: true, size: Small, photo: photos/rex.png }
    actions:
      note: { action: NotePet, with: pet }
    styles:
      name: { base: title, underline: true }
    views:
      - label: { id: title, text: "{pet.name}", style: name }
      - field: { id: name, placeholder: Name, edit: pet.name }
      - field: { id: entered, edit: pet.name, on: enter, clearsOnEscape: true }
      - textView: { id: notes, edit: pet.name, on: leave, lines: 2 }
      - toggle: { id: good, title: Good, edit: pet.isOn }
      - picker: { id: size, placeholder: Size, options: [Small, Large], edit: pet.size }
      - button: { id: note, title: Note, action: note }
      - image: { id: photo, path: "{pet.photo}" }
    """

  let log = PetLog()
  /// The loads, runs and values on their way that the scene starts.
  let work = PendingWork()
  let library: SceneLibrary
  let scene: FileScene
  let page = WebPage()
  /// The operations the page recorded, flushed by ``operations()``.
  private var recorded: [WebOperation] = []

  init(file: String = PetScene.file) throws {
    library = try SceneLibrary(
      files: [("Pet.scene.yaml", file)], types: .pets(log: log), platform: WebScenePlatform(),
      showsPreviews: true)
    scene = try library.scene(named: "Pet")
    let content = try PendingWork.$current.withValue(work) { try scene.makeContent() }
    page.root.addChild(try #require(content as? WebView))
    page.onOperations = { [unowned self] in recorded += $0 }
  }

  /// The pet the scene shows.
  var pet: SettableDataSource<Pet> {
    get throws { try #require(scene.source("pet") as? SettableDataSource<Pet>) }
  }

  /// The view the file gives `id`.
  func view<View: WebView>(_ id: String, as type: View.Type = WebView.self) throws -> View {
    try #require(find(id, in: page.root) as? View, "no \(View.self) with data-id \(id)")
  }

  private func find(_ id: String, in view: WebView) -> WebView? {
    if view.attributes["data-id"] == id { return view }
    return view.children.lazy.compactMap { self.find(id, in: $0) }.first
  }

  /// What the page recorded since the last call (or since its HTML was rendered).
  func operations() -> [WebOperation] {
    page.flush()
    defer { recorded = [] }
    return recorded
  }

  /// What the page recorded since the last call for `view`'s node.
  func operations(of view: WebView) -> [WebOperation] {
    operations().filter { operation in
      switch operation {
      case .text(let node, _), .attribute(let node, _, _), .value(let node, _, _),
        .checked(let node, _), .remove(let node), .move(let node, _), .focus(let node):
        node == view.node
      case .insert(let parent, _, _): parent == view.node
      default: false
      }
    }
  }

  /// Sends `event` as a session does: checked against the page, then handled by its view;
  /// the refusal when it is refused.
  @discardableResult
  func send(_ event: WebEvent) -> WebRefusal? {
    switch WebEventCheck.view(for: event, on: page) {
    case .success(let view):
      PendingWork.$current.withValue(work) { view.handle(event) }
      return nil
    case .failure(let refusal): return refusal
    }
  }

  /// An event of `kind` on `view`, on the page's screen.
  func event(
    _ kind: WebEvent.Kind, on view: WebView, text: String? = nil, flag: Bool? = nil,
    revision: Int? = nil
  ) -> WebEvent {
    WebEvent(
      ref: 1, generation: page.generation, node: view.node, kind: kind, text: text, flag: flag,
      revision: revision)
  }
}
