/// An app's data source type, registered by name.
struct SourceType: Named, Sendable {
  /// The Swift type's name, which files write.
  let name: String
  /// The type of the source's value.
  let valueType: any Any.Type
  /// Makes one for a scene.
  let make: @MainActor @Sendable () -> any SceneSource
  /// Whether it is a ``/Symbiosis/SettableDataSource``, which a scene's `route:` can set.
  var isSettable = false
}
