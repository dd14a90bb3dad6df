// The Discovery documents `gdata api` knows by name, compiled into the binary from Schemas/discovery/ with C23 #embed
// (see CGDataDiscovery.c). An installed `gdata` needs no resource files beside it.
#ifndef CGDATA_DISCOVERY_H
#define CGDATA_DISCOVERY_H

#include <stddef.h>

/// One bundled document: its API name (e.g. "storage") and the bytes of its JSON text (not NUL-terminated).
typedef struct {
    const char *_Nonnull name;
    const unsigned char *_Nonnull bytes;
    size_t length;
} CGDataDiscoveryDocument;

/// The number of bundled documents.
size_t cgdata_discovery_count(void);

/// The bundled document at `index` (0 ..< cgdata_discovery_count()); an index out of range gives an empty document
/// named "".
CGDataDiscoveryDocument cgdata_discovery_document(size_t index);

#endif
