// The bundled Discovery documents, embedded byte for byte from Schemas/discovery/ at compile time (C23 #embed, which
// the compiler reads as binary data: unlike a Swift array literal, it costs no type checking, so the ~1 MB of JSON
// compiles in well under a second). The paths are relative to this file; the documents are part of every checkout of
// the package, so a package that depends on swift-gdata builds this file the same way.
#include "CGDataDiscovery.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char storage[] = {
#embed "../../Schemas/discovery/storage.v1.json"
};
static const unsigned char calendar[] = {
#embed "../../Schemas/discovery/calendar.v3.json"
};
static const unsigned char tasks[] = {
#embed "../../Schemas/discovery/tasks.v1.json"
};
static const unsigned char drive[] = {
#embed "../../Schemas/discovery/drive.v3.json"
};
static const unsigned char youtube[] = {
#embed "../../Schemas/discovery/youtube.v3.json"
};

static const CGDataDiscoveryDocument documents[] = {
    {"storage", storage, sizeof storage},
    {"calendar", calendar, sizeof calendar},
    {"tasks", tasks, sizeof tasks},
    {"drive", drive, sizeof drive},
    {"youtube", youtube, sizeof youtube},
};

size_t cgdata_discovery_count(void) { return sizeof documents / sizeof documents[0]; }

CGDataDiscoveryDocument cgdata_discovery_document(size_t index) {
    static const unsigned char none[1] = {0};
    if (index >= cgdata_discovery_count()) {
        CGDataDiscoveryDocument empty = {"", none, 0};
        return empty;
    }
    return documents[index];
}
