/// A view that shows a colour across it: a swatch, whatever platform draws it, which a
/// binding set colours from its model (a person's favourite colour).
///
/// A platform conforms its views once.
@MainActor
public protocol ColorShowing: AnyObject {
  /// The colour as `#rrggbb`; nil (or text that is no such colour) for the theme's.
  var shownColor: String? { get set }
}
