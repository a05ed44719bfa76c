import Symbiosis

extension Rect {
  /// The same cells as a core ``/Symbiosis/Rectangle``, for the core's focus maths.
  var rectangle: Rectangle { Rectangle(x: x, y: y, width: width, height: height) }
}
