#ifndef VITRUM_CCAIRO_SHIM_H
#define VITRUM_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#endif
