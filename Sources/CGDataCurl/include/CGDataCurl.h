#ifndef CGDATA_CURL_H
#define CGDATA_CURL_H
/* libcurl, loaded the first time it is used (CGDataCurl.c): a run that makes no HTTP request (`gdata inspect`) does
   not map or relocate libcurl and its ~30 dependencies, which was about a third of the start-up of `gdata`
   (docs/performance.md, "Start-up"). The functions the Swift code calls are libcurl's with a `cgdata_` prefix and the
   same prototypes (CGDataCurl.c defines them as forwarders). Only prefixed names are defined: defining libcurl's own
   names would interpose them on every other user of libcurl in the process (FoundationNetworking, another C
   library), as swift-nio prefixes its C symbols (`c_nio_*`). When libcurl cannot be loaded,
   cgdata_curl_global_init returns CURLE_FAILED_INIT, the init functions NULL, and cgdata_curl_easy_strerror says
   why. */
#include <curl/curl.h>

CURLcode cgdata_curl_global_init(long flags);
CURL *cgdata_curl_easy_init(void);
void cgdata_curl_easy_cleanup(CURL *curl);
const char *cgdata_curl_easy_strerror(CURLcode code);
curl_version_info_data *cgdata_curl_version_info(CURLversion version);
struct curl_slist *cgdata_curl_slist_append(struct curl_slist *list, const char *text);
void cgdata_curl_slist_free_all(struct curl_slist *list);
CURLM *cgdata_curl_multi_init(void);
CURLMcode cgdata_curl_multi_add_handle(CURLM *multi, CURL *curl);
CURLMcode cgdata_curl_multi_remove_handle(CURLM *multi, CURL *curl);
CURLMcode cgdata_curl_multi_perform(CURLM *multi, int *running);
CURLMcode cgdata_curl_multi_cleanup(CURLM *multi);
CURLMsg *cgdata_curl_multi_info_read(CURLM *multi, int *queued);
const char *cgdata_curl_multi_strerror(CURLMcode code);
CURLMcode cgdata_curl_multi_poll(CURLM *multi, struct curl_waitfd extra_fds[], unsigned int extra_nfds, int timeout_ms,
                                 int *ret);
CURLMcode cgdata_curl_multi_wakeup(CURLM *multi);

/* The variadic entry points of the loaded libcurl (NULL when it cannot be loaded; never called then, as no handle
   exists). */
typedef CURLcode (*cgdata_curl_easy_setopt_function)(CURL *, CURLoption, ...);
typedef CURLcode (*cgdata_curl_easy_getinfo_function)(CURL *, CURLINFO, ...);
typedef CURLMcode (*cgdata_curl_multi_setopt_function)(CURLM *, CURLMoption, ...);
cgdata_curl_easy_setopt_function cgdata_curl_easy_setopt_entry(void);
cgdata_curl_easy_getinfo_function cgdata_curl_easy_getinfo_entry(void);
cgdata_curl_multi_setopt_function cgdata_curl_multi_setopt_entry(void);

/* curl_easy_setopt / getinfo are variadic: one typed wrapper per argument type (always long for long options). */
static inline CURLcode cgdata_curl_setopt_long(CURL *h, CURLoption o, long v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_setopt_off_t(CURL *h, CURLoption o, curl_off_t v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_setopt_string(CURL *h, CURLoption o, const char *v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_setopt_pointer(CURL *h, CURLoption o, void *v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_setopt_write_callback(CURL *h, CURLoption o, curl_write_callback v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_setopt_read_callback(CURL *h, CURLoption o, curl_read_callback v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_setopt_xferinfo_callback(CURL *h, CURLoption o, curl_xferinfo_callback v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_setopt_seek_callback(CURL *h, CURLoption o, curl_seek_callback v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_setopt_debug_callback(CURL *h, CURLoption o, curl_debug_callback v) { return cgdata_curl_easy_setopt_entry()(h, o, v); }
static inline CURLcode cgdata_curl_getinfo_long(CURL *h, CURLINFO i, long *v) { return cgdata_curl_easy_getinfo_entry()(h, i, v); }
static inline CURLcode cgdata_curl_getinfo_off_t(CURL *h, CURLINFO i, curl_off_t *v) { return cgdata_curl_easy_getinfo_entry()(h, i, v); }
static inline CURLcode cgdata_curl_getinfo_double(CURL *h, CURLINFO i, double *v) { return cgdata_curl_easy_getinfo_entry()(h, i, v); }
static inline CURLcode cgdata_curl_getinfo_string(CURL *h, CURLINFO i, char **v) { return cgdata_curl_easy_getinfo_entry()(h, i, v); }
static inline CURLcode cgdata_curl_getinfo_pointer(CURL *h, CURLINFO i, void **v) { return cgdata_curl_easy_getinfo_entry()(h, i, v); }
static inline CURLMcode cgdata_curl_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return cgdata_curl_multi_setopt_entry()(m, o, v); }
static const CURLversion cgdata_curl_version_now = CURLVERSION_NOW;

/* Whether libcurl is loaded in this process (the tests check that a run without HTTP never loads it). */
int cgdata_curl_is_loaded(void);

/* Ask OpenSSL (if libcurl uses it) not to register its atexit cleanup, which can race with live curl handles at
   process exit (swift-corelibs-foundation#5469). Looked up in the loaded libcurl's dependencies, so there is no
   link-time dependency on libcrypto; does nothing with other TLS backends. Loads libcurl. */
void cgdata_openssl_disable_atexit(void);
#endif
