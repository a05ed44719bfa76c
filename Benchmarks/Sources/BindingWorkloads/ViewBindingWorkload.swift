/// Views bound to models, made in the phases a footprint benchmark measures apart: the models
/// (made by `init`, not counted), the views alone, then their bindings.
@MainActor
public protocol ViewBindingWorkload: AnyObject {
  /// Bindings made per view.
  static var bindingsPerView: Int { get }
  /// Makes `count` models, and room for as many views, so that neither is counted later.
  init(count: Int)
  /// Makes the views, unbound.
  func makeViews()
  /// Binds each view to its model, the way an app does.
  func bind()
  /// Stops the program unless every view shows its model and takes a change of it, so a
  /// binding that silently does nothing cannot report a figure.
  func checkDelivery()
}
