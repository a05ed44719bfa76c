/// Integer work arrays kept between diffs, so that a large diff reuses memory that is already
/// mapped.
///
/// Freshly allocated megabytes cost a page fault per 4 KB on first touch, a large share of a big
/// diff. The pool keeps at most `capacity` integers in all (16 MB), and hands each
/// request the smallest array that fits, so that a big array stays for a big need.
///
/// The identities are not pooled: the allocator serves a fresh array of them without page faults
/// once it has seen one, and a pool is slower than that.
@usableFromInline
enum ScratchPool {
  /// The most elements the pool keeps, over all its arrays.
  @inlinable static var capacity: Int { 1 << 22 }
  /// The most arrays the pool keeps: a diff holds up to seven at once, and two diffs may overlap.
  @inlinable static var arrayLimit: Int { 12 }

  @usableFromInline static let arrays = Locked<[[Int32]]>([])

  /// An array of `count` copies of `value`.
  @inlinable
  static func take(_ count: Int, repeating value: Int32) -> [Int32] {
    var array = take(count)
    array.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    return array
  }

  /// An array of `count` elements whose values are whatever was left in it: for work arrays
  /// whose every element is written before it is read, at a memory write less than
  /// ``take(_:repeating:)``.
  @inlinable
  static func take(_ count: Int) -> [Int32] {
    var array = takeArray(capacity: count)
    if array.count > count { array.removeSubrange(count...) }
    if array.count < count {
      array.append(contentsOf: repeatElement(0, count: count - array.count))
    }
    return array
  }

  /// An empty array with room for `capacity` elements.
  @inlinable
  static func take(capacity: Int) -> [Int32] {
    var array = takeArray(capacity: capacity)
    array.removeAll(keepingCapacity: true)
    array.reserveCapacity(capacity)
    return array
  }

  /// The pool's smallest array with room for `capacity`, else any array, else a new one.
  @inlinable
  static func takeArray(capacity: Int) -> [Int32] {
    arrays.withLock { pool -> [Int32] in
      var best: Int?
      for index in pool.indices where pool[index].capacity >= capacity {
        if best.map({ pool[index].capacity < pool[$0].capacity }) ?? true { best = index }
      }
      guard let index = best ?? pool.indices.last else { return [] }
      pool.swapAt(index, pool.count - 1)
      return pool.removeLast()
    }
  }

  /// Gives `array` back for a later diff; an array with no storage is not kept, as it would
  /// take one of the pool's places for nothing.
  @inlinable
  static func recycle(_ array: [Int32]) {
    guard array.capacity > 0 else { return }
    arrays.withLock { pool in
      let kept = pool.reduce(0) { $0 + $1.capacity }
      if pool.count < arrayLimit, kept + array.capacity <= capacity { pool.append(array) }
    }
  }
}
