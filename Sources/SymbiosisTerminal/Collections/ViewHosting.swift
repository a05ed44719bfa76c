/// Something that shows itself through a view: a view itself, or a component used as a table or
/// grid cell.
///
/// ```swift
/// final class SongCell: ComponentView<SongCellModel>, ViewHosting {
///   let title = Label()
///   var view: View { title }
///   override func bindings(_ model: SongCellModel) { title.reactive.text <~ model.title }
/// }
/// ```
@MainActor
public protocol ViewHosting: AnyObject {
  /// The view that shows it.
  var view: View { get }
}

extension View: ViewHosting {
  /// The view itself.
  public var view: View { self }
}
