/// How a channel blends its values and, for vectors, moves them on a spring with a velocity it can hand to
/// the next motion. Built once per attribute; the closures know the value's concrete type.
struct ValueSpace<Value> {
  /// The value a fraction of the way from one value to another.
  let blend: (Value, Value, Double) -> Value
  /// The vector operations of an `Animatable` value; nil for values that only interpolate (a spring then
  /// drives the blend's fraction, and a retargeted change keeps the value continuous but not its velocity).
  let vector: VectorOperations<Value>?
}

/// A velocity in a value's vector space (`Animatable.AnimatableData`), kept opaque between the channel's
/// segments. Only `VectorOperations` closures made for the same value type read it.
struct Velocity: @unchecked Sendable {
  // @unchecked: holds an `AnimatableData` of a value type, all of which are plain Sendable structs.
  let value: Any
}

/// Spring motion and velocities of an `Animatable` value.
struct VectorOperations<Value> {
  /// The position and velocity of a spring from `from` toward `to`, started with `velocity`, after `time`.
  let spring: (Spring, Value, Value, Velocity?, Double) -> (Value, Velocity)
  /// When that spring stays within `settleEpsilon` of its target.
  let settle: (Spring, Value, Value, Velocity?) -> Double
  /// The velocity of a curve change from `from` to `to` whose blend fraction changes at `rate` per second.
  let curveVelocity: (Value, Value, Double) -> Velocity
}

/// How close (in the value's vector units: points, opacity, OKLab) a spring must stay to its target to
/// count as arrived; after that the channel shows the target exactly. A thousandth of a point or of full
/// opacity is far below what a frame can show, and it is the tolerance of Apple's settling duration.
let settleEpsilon = 0.001

extension ValueSpace where Value: Animatable {
  /// A value that moves as its vector.
  static var vector: ValueSpace<Value> {
    ValueSpace(
      blend: { $0.interpolated(to: $1, fraction: $2) },
      vector: VectorOperations(
        spring: { spring, from, to, velocity, time in
          let v0 = (velocity?.value as? Value.AnimatableData) ?? .zero
          let start = from.animatableData
          let target = to.animatableData
          let position = spring.value(from: start, to: target, initialVelocity: v0, at: time)
          let speed = spring.velocity(from: start, to: target, initialVelocity: v0, at: time)
          return (Value(animatableData: position), Velocity(value: speed))
        },
        settle: { spring, from, to, velocity in
          let v0 = (velocity?.value as? Value.AnimatableData) ?? .zero
          return spring.settlingDuration(
            from: from.animatableData, to: to.animatableData, initialVelocity: v0, epsilon: settleEpsilon)
        },
        curveVelocity: { from, to, rate in
          Velocity(value: to.animatableData.subtracting(from.animatableData).scaled(by: rate))
        }))
  }
}

extension ValueSpace where Value: Interpolatable {
  /// A value that blends but is not a vector (a fill, a glass material).
  static var blended: ValueSpace<Value> {
    ValueSpace(blend: { $0.interpolated(to: $1, fraction: $2) }, vector: nil)
  }
}

extension ValueSpace {
  /// A value without in-betweens: it takes the new value once the blend has begun.
  static var discrete: ValueSpace<Value> {
    ValueSpace(blend: { $2 > 0 ? $1 : $0 }, vector: nil)
  }
}
