/// A value that can be blended between two instances: what an animation needs to present the state a
/// fraction of the way from one value to another.
public protocol Interpolatable {
  /// The value a `fraction` of the way from `self` to `other`: exactly `self` at 0 and exactly `other` at
  /// 1. Fractions outside [0, 1] come from overshooting curves and springs; values that can extrapolate
  /// do (a position moves past its target), the others say what they do in their conformance.
  func interpolated(to other: Self, fraction: Double) -> Self
}

/// A value that is a vector: it can be added, subtracted, scaled and measured. Springs move vectors and
/// keep their velocity (itself a vector of the same type) when they are retargeted; curve animations only
/// need `Interpolatable`.
///
/// Conforming types use named methods rather than operators, so that `Size` or `Rect` gain no `+` in
/// code that merely imports this module.
public protocol VectorArithmetic: Interpolatable, Equatable {
  /// The zero vector: the identity of `adding`. (For transform components it is every number 0 — a
  /// difference between two transforms, not the identity transform.)
  static var zero: Self { get }
  /// The sum.
  func adding(_ other: Self) -> Self
  /// The difference `self − other`.
  func subtracting(_ other: Self) -> Self
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
  /// The sum of the squares of the components.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Linear interpolation, exact at both ends: `self + (other − self)·fraction`, which at fraction 1 could
  /// differ from `other` in the last bit, is not used there.
  public func interpolated(to other: Self, fraction: Double) -> Self {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return adding(other.subtracting(self).scaled(by: fraction))
  }

  /// The Euclidean distance to `other`.
  public func distance(to other: Self) -> Double { other.subtracting(self).magnitudeSquared.squareRoot() }
}

/// A value an animation can move through a vector representation, so that a spring can animate it and
/// keep its velocity: a colour moves as premultiplied OKLab coordinates, a vector as itself.
public protocol Animatable: Interpolatable {
  /// The vector the value moves as.
  associatedtype AnimatableData: VectorArithmetic
  /// The value as a vector.
  var animatableData: AnimatableData { get }
  /// The value a vector stands for.
  init(animatableData: AnimatableData)
}

extension Animatable where AnimatableData == Self {
  /// A vector is its own representation.
  public var animatableData: Self { self }

  /// A vector is its own representation.
  public init(animatableData: Self) { self = animatableData }
}
