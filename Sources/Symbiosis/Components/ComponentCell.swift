/// A cell of a table or grid that is a component: it shows one view model at a time.
///
/// Each platform's `ComponentView` is one; ``CollectionAdapter`` binds each cell to a view
/// model made of its item and unbinds it when it leaves the screen.
@MainActor
public protocol ComponentCell: AnyObject {
  /// The kind of view model the cell shows.
  associatedtype Model: ViewModel
  /// Shows `model`, ending what showed before.
  func bind(_ model: Model) throws
  /// Shows nothing.
  func unbind()
}
