import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisWeb

/// An in-process browser for app tests: it holds a mirror of a `WebSession`'s page, made from
/// the first page's HTML and every frame since, applied as the real client applies them, and
/// sends the events a user's clicks and typing make. No socket, no browser.
///
/// ```swift
/// let browser = try await WebTestClient(scenes: directory, types: .people, root: "People")
/// #expect(browser.text.contains("Ada Lovelace"))
/// browser.click("Open")
/// await browser.settled()
/// #expect(browser.url == "/people/person/1")
/// ```
///
/// Each event goes through the session's `receive(_:)` at once; the frames it answers with
/// are applied as they come. ``settled()`` waits for the work the events started (loads,
/// actions) and applies its frames.
@MainActor
public final class WebTestClient {
  /// The session the client shows.
  public let session: WebSession
  /// The page's `<main>`, as the client holds it.
  public private(set) var main: WebMirrorElement
  /// The screen generation the page shows, which each event names.
  public private(set) var generation: Int
  /// The document's title.
  public private(set) var title: String
  /// The browser's history of URLs, the current one last.
  public private(set) var history: [String]
  /// The node the focus is on, as the last `f` operation put it.
  public private(set) var focusedNode: Int?
  /// The text last copied to the clipboard.
  public private(set) var clipboard: String?
  /// The URLs the page opened in new tabs.
  public private(set) var opened: [String] = []
  /// The frames received, as JSON text, in order.
  public private(set) var frames: [String] = []
  /// The refs of the events acknowledged, in order.
  public private(set) var acknowledged: [Int] = []
  /// The operations received that the client does not know or could not apply (a row of a
  /// template it was not sent), as JSON text.
  public private(set) var unknownOperations: [String] = []
  private var nextRef = 1
  private var revisions: [Int: Int] = [:]
  private var pendingClicks: [Int: WebMirrorElement] = [:]
  /// The row skeletons the page was sent on this screen, by id.
  private var templates: [Int: WebMirrorTemplate] = [:]

  /// A client showing `session`'s page: its document now, then its frames; its URL is `url`,
  /// else the session's path.
  public init(session: WebSession, url: String? = nil) {
    self.session = session
    let document = session.document()
    main = Self.main(of: document)
    generation = session.page.generation
    title = Self.title(of: document)
    history = [url ?? session.path]
    session.send = { [weak self] frame in self?.apply(frame: frame) }
  }

  /// A client showing a scene-file app: the files in `directory`, built for the browser, with
  /// `root` as the first scene, at the URL `path`.
  ///
  /// - Throws: `SceneErrors` with the files' problems; what `WebSession` throws.
  public convenience init(
    scenes directory: URL, types: SceneTypes, root: String, path: String = "/",
    clock: any Clock<Duration> = ContinuousClock()
  ) async throws {
    let library = try SceneLibrary(directory: directory, types: types, platform: WebScenePlatform())
    let session = try await WebSession(library: library, root: root, path: path, clock: clock)
    self.init(session: session, url: path)
  }

  /// The URL the browser shows.
  public var url: String { history.last ?? "/" }

  /// What the page shows, a line per run of text or text field's value; hidden parts left out.
  public var text: String { main.shownLines.joined(separator: "\n") }

  /// The element numbered `node`, if the page holds it.
  public func element(_ node: Int) -> WebMirrorElement? {
    main.descendants.first { $0.node == node }
  }

  /// The shown element whose `id` (or `data-id`) is `id`.
  public func element(id: String) -> WebMirrorElement? {
    main.descendants.first {
      ($0.attributes["id"] == id || $0.attributes["data-id"] == id) && $0.isShown
    }
  }

  /// The shown button whose text is `title`.
  public func button(_ title: String) -> WebMirrorElement? {
    main.descendants.first {
      $0.tag == "button" && $0.isShown
        && $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) == title
    }
  }

  // MARK: What the user does

  /// Clicks the shown button titled `title`, as a user does: nothing happens when there is
  /// none, or it is disabled or awaits its last click's acknowledgement. Returns whether it
  /// clicked.
  @discardableResult
  public func click(_ title: String) -> Bool {
    guard let button = button(title), !button.isDisabled, !button.isPending,
      let node = button.node
    else { return false }
    button.isPending = true
    let ref = nextRef
    pendingClicks[ref] = button
    send(kind: .click, node: node)
    return true
  }

  /// Types `text` at the end of the field whose id is `id`: one `input` event, with the next
  /// edit revision of the field.
  public func type(_ text: String, into id: String) {
    guard let node = element(id: id)?.node else { return }
    type(text, intoNode: node)
  }

  /// Types `text` at the end of the field numbered `node`.
  public func type(_ text: String, intoNode node: Int) {
    guard let field = element(node) else { return }
    let value = (field.attributes["value"] ?? field.textContent) + text
    setValue(value, of: field, node: node)
  }

  /// Replaces the text of the field whose id is `id` with `text`, as a select-all and type.
  public func replaceText(_ text: String, in id: String) {
    guard let field = element(id: id), let node = field.node else { return }
    setValue(text, of: field, node: node)
  }

  /// Presses Enter in the field whose id is `id`.
  public func commit(_ id: String) {
    guard let node = element(id: id)?.node else { return }
    send(kind: .commit, node: node)
  }

  /// Presses Escape in the field whose id is `id` (a `cancel`), or, with no `id`, on the page
  /// outside any text control (an `escape`).
  public func escape(in id: String? = nil) {
    guard let id else { return send(kind: .escape, node: nil) }
    guard let node = element(id: id)?.node else { return }
    send(kind: .cancel, node: node)
  }

  /// Checks or unchecks the checkbox whose id is `id`, or the one inside the view whose id it
  /// is (a toggle's).
  public func toggle(_ id: String) {
    guard let view = element(id: id),
      let box = view.tag == "input"
        ? view : view.descendants.first(where: { $0.attributes["type"] == "checkbox" }),
      let node = box.node
    else { return }
    let on = box.attributes["checked"] == nil
    box.attributes["checked"] = on ? "" : nil
    send(kind: .toggle, node: node, flag: on)
  }

  /// Chooses the option `option` of the picker whose id is `id`: the picker shows it (its
  /// `value`) until the server says otherwise.
  public func select(_ option: String, in id: String) {
    guard let picker = element(id: id), let node = picker.node else { return }
    picker.attributes["value"] = option
    send(kind: .select, node: node, text: option)
  }

  /// Chooses the shown row (an element with a `data-r` item id) whose text contains `text`,
  /// in the table it is in.
  public func chooseRow(containing text: String) {
    guard
      let row = main.descendants.first(where: {
        $0.attributes["data-r"] != nil && $0.isShown && $0.textContent.contains(text)
      }), let id = row.attributes["data-r"]
    else { return }
    var table = row.parent
    while let current = table, current.node == nil || !current.hasClass("sy-table") {
      table = current.parent
    }
    send(kind: .row, node: table?.node, row: id)
  }

  /// Goes back, as the browser's Back button does.
  public func back() {
    if history.count > 1 { history.removeLast() }
    send(kind: .back, node: nil)
  }

  /// Sends `event` as it is (a test's spoofed one): the client's own `ref` numbers go on after
  /// it.
  public func send(_ event: WebEvent) {
    nextRef = max(nextRef, event.ref + 1)
    session.receive(event.json)
  }

  /// Sends `message`, any text, as the client's socket would.
  public func send(raw message: String) {
    session.receive(message)
  }

  /// Returns once the work the client's events started is over and its frames applied.
  public func settled() async {
    repeat {
      await session.work.settled()
      session.page.flush()
    } while !session.work.isSettled && !Task.isCancelled
  }

  // MARK: Events and frames

  /// A field's revision: its own count once typed in, else the one its HTML carries
  /// (`data-rev`), as the client script counts.
  private func revision(of node: Int) -> Int {
    revisions[node] ?? element(node)?.attributes["data-rev"].flatMap { Int($0) } ?? 0
  }

  private func setValue(_ value: String, of field: WebMirrorElement, node: Int) {
    field.attributes["value"] = value
    let revision = revision(of: node) + 1
    revisions[node] = revision
    send(kind: .input, node: node, text: value, revision: revision)
  }

  private func send(
    kind: WebEvent.Kind, node: Int?, text: String? = nil, flag: Bool? = nil,
    revision: Int? = nil, row: String? = nil
  ) {
    let event = WebEvent(
      ref: nextRef, generation: generation, node: node, kind: kind, text: text, flag: flag,
      revision: revision, row: row)
    nextRef += 1
    session.receive(event.json)
  }

  /// Applies one frame from the session.
  private func apply(frame: String) {
    frames.append(frame)
    guard let object = try? JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any]
    else { return }
    for case let operation as [Any] in object["ops"] as? [Any] ?? [] { apply(operation) }
    for case let ref as Int in object["ack"] as? [Any] ?? [] {
      acknowledged.append(ref)
      pendingClicks.removeValue(forKey: ref)?.isPending = false
    }
  }

  /// Applies one operation, as the real client does.
  private func apply(_ operation: [Any]) {
    guard let name = operation.first as? String else { return }
    func int(_ index: Int) -> Int? { index < operation.count ? operation[index] as? Int : nil }
    func string(_ index: Int) -> String? {
      index < operation.count ? operation[index] as? String : nil
    }
    switch name {
    case "t":
      if let node = int(1), let text = string(2) { element(node)?.setText(text) }
    case "a":
      if let node = int(1), let attribute = string(2) {
        element(node)?.attributes[attribute] = string(3)
      }
    case "v":
      guard let node = int(1), let value = string(2), let revision = int(3) else { return }
      if self.revision(of: node) == revision { element(node)?.attributes["value"] = value }
    case "c":
      if let node = int(1), let on = operation.count > 2 ? operation[2] as? Bool : nil {
        element(node)?.attributes["checked"] = on ? "" : nil
      }
    case "i":
      if let parent = int(1), let index = int(2), let html = string(3) {
        element(parent)?.insert(WebMirrorParser.parse(html), at: index)
      }
    case "r":
      if let node = int(1) { element(node)?.remove() }
    case "m":
      if let node = int(1), let index = int(2), let moved = element(node),
        let parent = moved.parent
      {
        moved.remove()
        parent.insert([.element(moved)], at: index)
      }
    case "s":
      guard let generation = int(1), let title = string(2), let html = string(3) else { return }
      self.generation = generation
      self.title = title
      main.setContent(WebMirrorParser.parse(html))
      revisions = [:]
      pendingClicks = [:]
      templates = [:]
    case "nav":
      guard let url = string(2) else { return }
      if string(1) == "push" || history.isEmpty {
        history.append(url)
      } else {
        history[history.count - 1] = url
      }
    case "ri":
      guard let table = int(1).flatMap(element), let section = int(2), let index = int(3),
        let html = string(5)
      else { return }
      for case .element(let row) in WebMirrorParser.parse(html) {
        Self.place(row, in: table, section: section, index: index)
      }
    case "tpl":
      if let id = int(1), let html = string(2) { templates[id] = WebMirrorTemplate(html: html) }
    case "rt":
      guard let table = int(1).flatMap(element), let section = int(2), let index = int(3),
        let id = string(4), let template = int(5), let node = int(6),
        let values = operation.count > 7 ? operation[7] as? [String] : nil
      else { return }
      guard let row = templates[template]?.row(id: id, node: node, values: values) else {
        // A row of a skeleton the page was not sent, or values that do not fill it: the
        // client could not show it, and the test sees it.
        return unknown(operation)
      }
      Self.place(row, in: table, section: section, index: index)
    case "rd":
      if let table = int(1).flatMap(element), let id = string(2) {
        Self.row(id, in: table)?.remove()
      }
    case "rm":
      guard let table = int(1).flatMap(element), let id = string(2), let section = int(3),
        let index = int(4), let row = Self.row(id, in: table)
      else { return }
      row.remove()
      Self.place(row, in: table, section: section, index: index)
    case "title": title = string(1) ?? title
    case "f": focusedNode = int(1)
    case "copy": clipboard = string(1)
    case "open": if let url = string(1) { opened.append(url) }
    default: unknown(operation)
    }
  }

  /// Keeps `operation`, one the client could not apply, in ``unknownOperations``.
  private func unknown(_ operation: [Any]) {
    let data = try? JSONSerialization.data(withJSONObject: operation)
    unknownOperations.append(
      data.flatMap { String(data: $0, encoding: .utf8) } ?? "\(operation.first ?? "")")
  }

  /// The row of the item whose id is `id` in `table`.
  private static func row(_ id: String, in table: WebMirrorElement) -> WebMirrorElement? {
    table.descendants.first { $0.attributes["data-r"] == id }
  }

  /// Puts `row` at `index` among the rows of section `section` of `table`'s grid, as a table
  /// places a row: after the section's last row, before its footer, when `index` is the count.
  private static func place(
    _ row: WebMirrorElement, in table: WebMirrorElement, section: Int, index: Int
  ) {
    guard let grid = table.descendants.first(where: { $0.hasClass("sy-rows") }) else { return }
    var sections = grid.children.filter { $0.hasClass("sy-section") }
    while sections.count <= section {
      let added = WebMirrorElement(
        tag: "div", attributes: ["class": "sy-section", "role": "rowgroup"])
      grid.insert([.element(added)], at: grid.children.count)
      sections.append(added)
    }
    let target = sections[section]
    let rows = target.children.enumerated().filter { $0.element.hasClass("sy-row-item") }
    let position =
      index < rows.count
      ? rows[index].offset : (rows.last.map { $0.offset + 1 } ?? target.children.count)
    target.insert([.element(row)], at: position)
  }

  /// The `<main>` of `document`, read.
  private static func main(of document: String) -> WebMirrorElement {
    for case .element(let element) in WebMirrorParser.parse(body(of: document)) {
      if element.tag == "main" { return element }
    }
    return WebMirrorElement(tag: "main", attributes: [:])
  }

  /// What `document`'s `<body>` holds.
  private static func body(of document: String) -> String {
    guard let open = document.range(of: "<body>"), let close = document.range(of: "</body>")
    else { return document }
    return String(document[open.upperBound..<close.lowerBound])
  }

  /// The text of `document`'s `<title>`.
  private static func title(of document: String) -> String {
    guard let open = document.range(of: "<title>"), let close = document.range(of: "</title>")
    else { return "" }
    return WebMirrorParser.unescaped(document[open.upperBound..<close.lowerBound])
  }
}
