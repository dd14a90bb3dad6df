#ifndef CGDATA_CURL_SHIM_H
#define CGDATA_CURL_SHIM_H
#include <curl/curl.h>
/* curl_easy_setopt / getinfo are variadic: one typed wrapper per argument type (always long for long options). */
static inline CURLcode cgdata_curl_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_setopt_off_t(CURL *h, CURLoption o, curl_off_t v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_setopt_write_callback(CURL *h, CURLoption o, curl_write_callback v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_setopt_read_callback(CURL *h, CURLoption o, curl_read_callback v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_setopt_xferinfo_callback(CURL *h, CURLoption o, curl_xferinfo_callback v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_setopt_seek_callback(CURL *h, CURLoption o, curl_seek_callback v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_setopt_debug_callback(CURL *h, CURLoption o, curl_debug_callback v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode cgdata_curl_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode cgdata_curl_getinfo_off_t(CURL *h, CURLINFO i, curl_off_t *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode cgdata_curl_getinfo_double(CURL *h, CURLINFO i, double *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode cgdata_curl_getinfo_string(CURL *h, CURLINFO i, char **v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode cgdata_curl_getinfo_pointer(CURL *h, CURLINFO i, void **v) { return curl_easy_getinfo(h, i, v); }
static inline CURLMcode cgdata_curl_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return curl_multi_setopt(m, o, v); }
static const CURLversion cgdata_curl_version_now = CURLVERSION_NOW;
/* Ask OpenSSL (if libcurl uses it) not to register its atexit cleanup, which can race with live curl handles at
   process exit (swift-corelibs-foundation#5469). Looked up at run time so there is no link-time dependency on
   libcrypto; does nothing with other TLS backends. OPENSSL_INIT_NO_ATEXIT = 0x00080000. */
#include <dlfcn.h>
#include <stddef.h>
static inline void cgdata_openssl_disable_atexit(void) {
    void *self = dlopen(NULL, RTLD_NOW);
    if (self == NULL) return;
    int (*init)(unsigned long long, const void *) =
        (int (*)(unsigned long long, const void *))dlsym(self, "OPENSSL_init_crypto");
    if (init != NULL) (void)init(0x00080000ULL, NULL);
    dlclose(self);
}
#endif
