#ifndef CGDATA_ZLIB_SHIM_H
#define CGDATA_ZLIB_SHIM_H
#include <zlib.h>
/* deflateInit2 and inflateInit2 are macros: typed wrappers for Swift. windowBits 31 = gzip framing. */
static inline int cgdata_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY);
}
static inline int cgdata_inflate_init_gzip(z_streamp stream) { return inflateInit2(stream, 31); }
#endif
