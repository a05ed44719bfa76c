/// An object made the first time it is asked for, from any thread, then kept: the part of an
/// object that most of its instances never use (a view's lifetime, a source's save failure)
/// costs nothing until one does.
@usableFromInline
package struct MadeOnDemand<Object: AnyObject & Sendable>: ~Copyable, Sendable {
  @usableFromInline let made = Lock<Object?>(nil)

  /// Nothing made yet.
  @inlinable
  package init() {}

  /// The object, made by `make` when it has not been yet.
  @inlinable
  package borrowing func get(_ make: () -> Object) -> Object {
    made.withLock { made in
      if let made { return made }
      let object = make()
      made = object
      return object
    }
  }

  /// The object, or `nil` while it has not been asked for.
  @inlinable
  package var existing: Object? { made.withLock { $0 } }
}
