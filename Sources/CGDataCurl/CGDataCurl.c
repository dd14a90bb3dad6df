// libcurl, loaded on first use: see include/CGDataCurl.h.
#include "CGDataCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#if defined(__APPLE__)
static const char *const library_names[] = {"libcurl.4.dylib", "libcurl.dylib", NULL};
#else
static const char *const library_names[] = {"libcurl.so.4", "libcurl.so", NULL};
#endif

static struct {
    void *handle;
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    curl_version_info_data *(*version_info)(CURLversion);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    const char *(*multi_strerror)(CURLMcode);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    cgdata_curl_easy_setopt_function easy_setopt;
    cgdata_curl_easy_getinfo_function easy_getinfo;
    cgdata_curl_multi_setopt_function multi_setopt;
} api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];

#define LOOK_UP(field, name)                                                                                       \
    do {                                                                                                           \
        *(void **)(&api.field) = dlsym(handle, name);                                                              \
        if (api.field == NULL) missing = name;                                                                     \
    } while (0)

static void load(void) {
    void *handle = NULL;
    const char *error = "no library name to try";
    for (const char *const *name = library_names; *name != NULL && handle == NULL; name++) {
        handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) error = dlerror();
    }
    if (handle == NULL) {
        snprintf(load_error, sizeof load_error, "libcurl could not be loaded: %s", error ? error : "unknown error");
        return;
    }
    const char *missing = NULL;
    LOOK_UP(global_init, "curl_global_init");
    LOOK_UP(easy_init, "curl_easy_init");
    LOOK_UP(easy_cleanup, "curl_easy_cleanup");
    LOOK_UP(easy_strerror, "curl_easy_strerror");
    LOOK_UP(version_info, "curl_version_info");
    LOOK_UP(slist_append, "curl_slist_append");
    LOOK_UP(slist_free_all, "curl_slist_free_all");
    LOOK_UP(multi_init, "curl_multi_init");
    LOOK_UP(multi_add_handle, "curl_multi_add_handle");
    LOOK_UP(multi_remove_handle, "curl_multi_remove_handle");
    LOOK_UP(multi_perform, "curl_multi_perform");
    LOOK_UP(multi_cleanup, "curl_multi_cleanup");
    LOOK_UP(multi_info_read, "curl_multi_info_read");
    LOOK_UP(multi_strerror, "curl_multi_strerror");
    LOOK_UP(multi_poll, "curl_multi_poll");
    LOOK_UP(multi_wakeup, "curl_multi_wakeup");
    LOOK_UP(easy_setopt, "curl_easy_setopt");
    LOOK_UP(easy_getinfo, "curl_easy_getinfo");
    LOOK_UP(multi_setopt, "curl_multi_setopt");
    if (missing != NULL) {
        snprintf(load_error, sizeof load_error, "libcurl could not be loaded: it has no %s (7.84 or later is needed)",
                 missing);
        return;
    }
    __atomic_store_n(&api.handle, handle, __ATOMIC_RELEASE);
}

/* Loads libcurl once; whether it is usable. */
static int loaded(void) {
    pthread_once(&load_once, load);
    return api.handle != NULL;
}

int cgdata_curl_is_loaded(void) {
    // A look at the state only, without loading.
    return __atomic_load_n(&api.handle, __ATOMIC_ACQUIRE) != NULL;
}

void cgdata_openssl_disable_atexit(void) {
    if (!loaded()) return;
    int (*init)(unsigned long long, const void *) =
        (int (*)(unsigned long long, const void *))dlsym(api.handle, "OPENSSL_init_crypto");
    if (init != NULL) (void)init(0x00080000ULL, NULL); /* OPENSSL_INIT_NO_ATEXIT */
}

cgdata_curl_easy_setopt_function cgdata_curl_easy_setopt_entry(void) { return loaded() ? api.easy_setopt : NULL; }
cgdata_curl_easy_getinfo_function cgdata_curl_easy_getinfo_entry(void) { return loaded() ? api.easy_getinfo : NULL; }
cgdata_curl_multi_setopt_function cgdata_curl_multi_setopt_entry(void) { return loaded() ? api.multi_setopt : NULL; }

CURLcode cgdata_curl_global_init(long flags) { return loaded() ? api.global_init(flags) : CURLE_FAILED_INIT; }
CURL *cgdata_curl_easy_init(void) { return loaded() ? api.easy_init() : NULL; }
void cgdata_curl_easy_cleanup(CURL *curl) {
    if (loaded()) api.easy_cleanup(curl);
}
const char *cgdata_curl_easy_strerror(CURLcode code) { return loaded() ? api.easy_strerror(code) : load_error; }
curl_version_info_data *cgdata_curl_version_info(CURLversion version) { return loaded() ? api.version_info(version) : NULL; }
struct curl_slist *cgdata_curl_slist_append(struct curl_slist *list, const char *text) {
    return loaded() ? api.slist_append(list, text) : NULL;
}
void cgdata_curl_slist_free_all(struct curl_slist *list) {
    if (loaded()) api.slist_free_all(list);
}
CURLM *cgdata_curl_multi_init(void) { return loaded() ? api.multi_init() : NULL; }
CURLMcode cgdata_curl_multi_add_handle(CURLM *multi, CURL *curl) {
    return loaded() ? api.multi_add_handle(multi, curl) : CURLM_INTERNAL_ERROR;
}
CURLMcode cgdata_curl_multi_remove_handle(CURLM *multi, CURL *curl) {
    return loaded() ? api.multi_remove_handle(multi, curl) : CURLM_INTERNAL_ERROR;
}
CURLMcode cgdata_curl_multi_perform(CURLM *multi, int *running) {
    return loaded() ? api.multi_perform(multi, running) : CURLM_INTERNAL_ERROR;
}
CURLMcode cgdata_curl_multi_cleanup(CURLM *multi) { return loaded() ? api.multi_cleanup(multi) : CURLM_INTERNAL_ERROR; }
CURLMsg *cgdata_curl_multi_info_read(CURLM *multi, int *queued) { return loaded() ? api.multi_info_read(multi, queued) : NULL; }
const char *cgdata_curl_multi_strerror(CURLMcode code) { return loaded() ? api.multi_strerror(code) : load_error; }
CURLMcode cgdata_curl_multi_poll(CURLM *multi, struct curl_waitfd extra_fds[], unsigned int extra_nfds, int timeout_ms,
                          int *ret) {
    return loaded() ? api.multi_poll(multi, extra_fds, extra_nfds, timeout_ms, ret) : CURLM_INTERNAL_ERROR;
}
CURLMcode cgdata_curl_multi_wakeup(CURLM *multi) { return loaded() ? api.multi_wakeup(multi) : CURLM_INTERNAL_ERROR; }
