import Foundation

/// What the user did in the browser, as the client sends it: one JSON object per message,
/// `{"ref": 17, "gen": 3, "n": 42, "k": "input", "v": "Ad", "rev": 5, "seen": 40}`.
///
/// Nothing in it is trusted: a session checks it against what its page shows now
/// (``WebEventCheck``) before any view or app code sees it.
public struct WebEvent: Sendable, Hashable {
  /// What happened.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A button was clicked.
    case click
    /// A text control's text changed (`v`, with the edit's revision `rev`).
    case input
    /// Enter in a text field, confirming its edit.
    case commit
    /// The focus left a text control.
    case leave
    /// Escape in a text control, undoing its edit.
    case cancel
    /// A checkbox was checked or unchecked (`v`: true or false).
    case toggle
    /// A picker's option was chosen (`v`: the option's text).
    case select
    /// A table's row was chosen (`r`: the row's item id).
    case row
    /// A table's row got its secondary action (`r`).
    case secondary
    /// A table's row got the focus (`r`), or none did (no `r`).
    case highlight
    /// A view got the focus.
    case focus
    /// The browser went back in its history (its Back button).
    case back
    /// Escape that no control took (pressed on a button, a row, the page): the app goes back,
    /// closing a dialog, as the terminal's Esc does.
    case escape
  }

  /// The client's number for the event, which the session acknowledges.
  public var ref: Int
  /// The page's screen generation the event was made on.
  public var generation: Int
  /// The view's node number, if the event is a view's.
  public var node: Int?
  /// What happened.
  public var kind: Kind
  /// A text the event carries: the text typed, the option chosen.
  public var text: String?
  /// A flag the event carries: a checkbox's state.
  public var flag: Bool?
  /// The client's edit revision of a text control's text.
  public var revision: Int?
  /// The item id of a table's row.
  public var row: String?
  /// The number of the last frame the page had applied when it sent the event: a reconnecting
  /// page never asks for a frame up to it again, so the session need not keep those.
  public var seen: Int?

  /// An event of `kind` on `node`.
  public init(
    ref: Int, generation: Int, node: Int?, kind: Kind, text: String? = nil, flag: Bool? = nil,
    revision: Int? = nil, row: String? = nil, seen: Int? = nil
  ) {
    self.ref = ref
    self.generation = generation
    self.node = node
    self.kind = kind
    self.text = text
    self.flag = flag
    self.revision = revision
    self.row = row
    self.seen = seen
  }

  /// The event a client's message holds, or `nil` when it is not one: not a JSON object, a
  /// kind not listed, a field of the wrong type.
  public init?(json: String) {
    guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(json.utf8)),
      let kind = Kind(rawValue: wire.k)
    else { return nil }
    self.init(
      ref: wire.ref, generation: wire.gen, node: wire.n, kind: kind, revision: wire.rev,
      row: wire.r, seen: wire.seen)
    switch wire.v {
    case .text(let text): self.text = text
    case .flag(let flag): self.flag = flag
    case nil: break
    }
  }

  /// The event as JSON, as a client sends it.
  public var json: String {
    var fields: [(String, (any Sendable)?)] = [
      ("ref", ref), ("gen", generation), ("k", kind.rawValue),
    ]
    if let node { fields.append(("n", node)) }
    if let text { fields.append(("v", text)) }
    if let flag { fields.append(("v", flag)) }
    if let revision { fields.append(("rev", revision)) }
    if let row { fields.append(("r", row)) }
    if let seen { fields.append(("seen", seen)) }
    var writer = JSONWriter()
    var json = "{"
    for (index, (name, value)) in fields.enumerated() {
      if index > 0 { json.append(",") }
      writer = JSONWriter()
      writer.string(name)
      json.append(writer.json + ":")
      writer = JSONWriter()
      writer.value(value)
      json.append(writer.json)
    }
    return json + "}"
  }

  /// A message as it comes, before its kind is read.
  private struct Wire: Decodable {
    let ref: Int
    let gen: Int
    let n: Int?
    let k: String
    let v: Carried?
    let rev: Int?
    let r: String?
    let seen: Int?
  }

  /// What `v` holds: a text or a flag.
  private enum Carried: Decodable {
    case text(String)
    case flag(Bool)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let flag = try? container.decode(Bool.self) {
        self = .flag(flag)
      } else {
        self = .text(try container.decode(String.self))
      }
    }
  }
}
