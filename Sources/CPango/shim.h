#ifndef VITRUM_CPANGO_SHIM_H
#define VITRUM_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pango-font.h>

/// The glyph geometry fields Swift cannot reach through the bitfield-bearing PangoGlyphInfo.
static inline PangoGlyphInfo *vitrum_glyph_at(PangoGlyphString *glyphs, int index) {
  return &glyphs->glyphs[index];
}
#endif
