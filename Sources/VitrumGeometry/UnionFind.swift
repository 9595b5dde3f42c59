/// Disjoint sets over the integers 0..<count (union–find with path halving). Every set's root is its
/// smallest element, so the roots — and anything ordered by them — do not depend on the order of unions.
package struct UnionFind {
  private var parent: [Int]

  /// `count` singletons.
  package init(count: Int) { parent = Array(0..<max(count, 0)) }

  /// The smallest element of `v`'s set.
  package mutating func root(_ v: Int) -> Int {
    var v = v
    while parent[v] != v {
      parent[v] = parent[parent[v]]
      v = parent[v]
    }
    return v
  }

  /// Joins the sets of `a` and `b`; returns false when they were one set already.
  @discardableResult
  package mutating func join(_ a: Int, _ b: Int) -> Bool {
    let (ra, rb) = (root(a), root(b))
    guard ra != rb else { return false }
    parent[max(ra, rb)] = min(ra, rb)
    return true
  }
}
