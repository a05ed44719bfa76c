/// The indices of `values` outside one longest strictly increasing subsequence, ascending.
///
/// The items a diff leaves in place are such a subsequence of their new positions; every other
/// matched item is a move, so the moves are as few as possible. O(n log n) by patience sorting,
/// and O(n) when `values` is already increasing or nearly so, which is the common case. Only the
/// indices outside are returned, so a long list that mostly stays costs no array of its size.
@inlinable
func indicesOutsideLongestIncreasingSubsequence(_ values: [Int32]) -> [Int] {
  let count = values.count
  if isIncreasing(values) { return [] }
  // tails[l] is the index of the smallest value ending an increasing run of length l + 1, and
  // tailValues[l] that value: the binary search reads one array, not two in turn, which at
  // 100,000 items halves its cache misses.
  var tails = ScratchPool.take(capacity: count)
  var tailValues = ScratchPool.take(capacity: count)
  // Every entry is written before it is read, so the pool's array is not cleared first.
  var previous = ScratchPool.take(count)
  defer {
    ScratchPool.recycle(tails)
    ScratchPool.recycle(tailValues)
    ScratchPool.recycle(previous)
  }
  for index in 0..<count {
    let value = values[index]
    let entry = Int32(truncatingIfNeeded: index)
    if let last = tailValues.last, last < value {
      previous[index] = tails[tails.count - 1]
      tails.append(entry)
      tailValues.append(value)
      continue
    }
    var low = 0
    var high = tailValues.count
    while low < high {
      let middle = (low + high) / 2
      if tailValues[middle] < value { low = middle + 1 } else { high = middle }
    }
    previous[index] = low > 0 ? tails[low - 1] : -1
    if low == tails.count {
      tails.append(entry)
      tailValues.append(value)
    } else {
      tails[low] = entry
      tailValues[low] = value
    }
  }
  // The walk back along the subsequence reads each link before it marks that member.
  let member: Int32 = -2
  var index = Int(tails.last ?? -1)
  while index >= 0 {
    let next = Int(previous[index])
    previous[index] = member
    index = next
  }
  return (0..<count).filter { previous[$0] != member }
}

@inlinable
func isIncreasing(_ values: [Int32]) -> Bool {
  guard var previous = values.first else { return true }
  for value in values.dropFirst() {
    guard value > previous else { return false }
    previous = value
  }
  return true
}
