/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// The items a diff leaves in place are such a subsequence of their new positions; every other
/// matched item is a move, so the moves are as few as possible. O(n log n) by patience sorting,
/// and O(n) when `values` is already increasing or nearly so, which is the common case.
@inlinable
func longestIncreasingSubsequenceMask<Value: FixedWidthInteger>(_ values: [Value]) -> [Bool] {
  let count = values.count
  guard count > 1 else { return Array(repeating: true, count: count) }
  if isIncreasing(values) { return Array(repeating: true, count: count) }
  // tails[l] is the index of the smallest value ending an increasing run of length l + 1.
  var tails = ScratchPool.take(capacity: count)
  var previous = ScratchPool.take(count, repeating: -1)
  defer {
    ScratchPool.recycle(tails)
    ScratchPool.recycle(previous)
  }
  for index in 0..<count {
    let value = values[index]
    if let last = tails.last, values[Int(last)] < value {
      previous[index] = last
      tails.append(Int32(truncatingIfNeeded: index))
      continue
    }
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    let entry = Int32(truncatingIfNeeded: index)
    if low == tails.count { tails.append(entry) } else { tails[low] = entry }
  }
  var mask = [Bool](repeating: false, count: count)
  var index = Int(tails.last ?? -1)
  while index >= 0 {
    mask[index] = true
    index = Int(previous[index])
  }
  return mask
}

@inlinable
func isIncreasing<Value: FixedWidthInteger>(_ values: [Value]) -> Bool {
  guard var previous = values.first else { return true }
  for value in values.dropFirst() {
    guard value > previous else { return false }
    previous = value
  }
  return true
}
