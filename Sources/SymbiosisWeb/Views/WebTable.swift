import Symbiosis
import SymbiosisScenes

/// A table of a scene file's items, its rows kept by identity.
///
/// (A stub of the contract; the tables' part of the work fills it in.)
@MainActor
public final class WebTable<Item: Identifiable & Sendable>: WebView {
  /// The table and the items the user selects in it.
  public private(set) var listView: ListView<Item>!

  /// A table of `request`'s items.
  public init(_ request: ListRequest<Item>) {
    super.init(tag: "div", classes: "sy-table")
    listView = ListView(view: self, selections: .never)
  }
}
