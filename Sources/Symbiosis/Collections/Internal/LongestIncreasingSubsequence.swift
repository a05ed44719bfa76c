/// The indices of `values` outside one longest strictly increasing subsequence, ascending.
///
/// The items a diff leaves in place are such a subsequence of their new positions; every other
/// matched item is a move, so the moves are as few as possible. Only the indices outside are
/// returned, so a long list that mostly stays costs no array of its size.
///
/// - Complexity: O(*n* + *k* log *n*) for *n* values, *k* of them outside the subsequence, by
///   patience sorting: a value takes a binary search only when it does not extend the longest
///   run so far, and as many values do not as there are outside. An increasing list
///   costs O(*n*), which is the common case; a shuffled one O(*n* log *n*).
@inlinable
func indicesOutsideLongestIncreasingSubsequence(_ values: [Int32]) -> [Int] {
  let count = values.count
  if isIncreasing(values) { return [] }
  // tails[l] is the index of the smallest value ending an increasing run of length l + 1, and
  // tailValues[l] that value: the binary search reads one array, not two in turn, which halves
  // its cache misses on long lists. Every entry is written before it is read, so the
  // pool's arrays are not cleared first.
  var tails = ScratchPool.take(count)
  var tailValues = ScratchPool.take(count)
  var previous = ScratchPool.take(count)
  defer {
    ScratchPool.recycle(tails)
    ScratchPool.recycle(tailValues)
    ScratchPool.recycle(previous)
  }
  // Through pointers, so that no write checks that an array is unique or has room.
  let length = values.withUnsafeBufferPointer { values in
    tails.withUnsafeMutableBufferPointer { tails in
      tailValues.withUnsafeMutableBufferPointer { tailValues in
        previous.withUnsafeMutableBufferPointer { previous in
          patienceSort(values, tails: tails, tailValues: tailValues, previous: previous)
        }
      }
    }
  }
  // Back from the subsequence's last member: each member links to the one before it, and every
  // index that is not the next member is outside. Only the members' links are read.
  var outside: [Int] = []
  var member = Int(tails[length - 1])
  for index in stride(from: count - 1, through: 0, by: -1) {
    if index == member { member = Int(previous[member]) } else { outside.append(index) }
  }
  outside.reverse()
  return outside
}

/// Fills `tails`, `tailValues` and `previous` for `values`; returns the length of the longest
/// increasing subsequence, which is how many entries of `tails` and `tailValues` are in use.
@inlinable
func patienceSort(
  _ values: UnsafeBufferPointer<Int32>, tails: UnsafeMutableBufferPointer<Int32>,
  tailValues: UnsafeMutableBufferPointer<Int32>, previous: UnsafeMutableBufferPointer<Int32>
) -> Int {
  var length = 0
  for index in values.indices {
    let value = values[index]
    var low = length
    if length == 0 || tailValues[length - 1] >= value {
      low = 0
      var high = length
      while low < high {
        let middle = (low + high) / 2
        if tailValues[middle] < value { low = middle + 1 } else { high = middle }
      }
    }
    previous[index] = low > 0 ? tails[low - 1] : -1
    tails[low] = Int32(truncatingIfNeeded: index)
    tailValues[low] = value
    if low == length { length += 1 }
  }
  return length
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
