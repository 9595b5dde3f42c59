/// The capture planners' rule for when one rectangle costs less than two: items whose rectangles overlap
/// are joined while the rectangle of the two together holds no more pixels than theirs apart. An item
/// keeps absorbing neighbours until none qualifies; passes repeat until one joins nothing, since a grown
/// rectangle may now overlap an earlier one. `join` gives the joined item; its rectangle need not be the
/// union of the two (a container region recomputes its capture from its members).
func mergeWhileCheaper<Item>(
  _ items: inout [Item], rectangle: (Item) -> PixelRect, join: (Item, Item) -> Item
) {
  var changed = true
  while changed {
    changed = false
    var i = 0
    while i < items.count {
      var j = i + 1
      while j < items.count {
        let a = rectangle(items[i])
        let b = rectangle(items[j])
        if a.intersection(b).area > 0 && a.union(b).area <= a.area + b.area {
          items[i] = join(items[i], items[j])
          items.remove(at: j)
          changed = true
          j = i + 1
        } else {
          j += 1
        }
      }
      i += 1
    }
  }
}
