#ifndef VITRUM_SIMD_H
#define VITRUM_SIMD_H
/*
 * SSE2 operations the Swift SIMD types do not reach: float-to-integer conversion that rounds to nearest,
 * saturating packs and 16-bit multiplies. Static inline, so each call is a few instructions in the
 * Swift kernel that makes it (Swift imports __m128 as SIMD4<Float> and __m128i as SIMD2<Int64>).
 * Swift does not change the floating-point environment, so conversions round to nearest, ties to even.
 */
#if defined(__SSE2__)
#include <emmintrin.h>

/* Four pixels of four float channels → sixteen bytes: each channel rounded to nearest (ties to even),
 * then saturated to 0…255. */
static inline __m128i vitrum_pack_four(__m128 p0, __m128 p1, __m128 p2, __m128 p3) {
  __m128i low = _mm_packs_epi32(_mm_cvtps_epi32(p0), _mm_cvtps_epi32(p1));
  __m128i high = _mm_packs_epi32(_mm_cvtps_epi32(p2), _mm_cvtps_epi32(p3));
  return _mm_packus_epi16(low, high);
}

#endif
#endif
