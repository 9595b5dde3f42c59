#ifndef VITRUM_CZLIB_SHIM_H
#define VITRUM_CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2 is a macro over deflateInit2_ that passes the header's version and the stream's size, so
/// that the library can refuse a header it does not match; Swift cannot call macros.
static inline int vitrum_deflate_init2(z_streamp stream, int level, int strategy) {
  return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}
#endif
