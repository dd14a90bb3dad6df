#ifndef CGDATA_LIBXML2_SHIM_H
#define CGDATA_LIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU; hiding it avoids the UErrorCode clash with Foundation's _FoundationICU.
   Never allocate or copy xmlCharEncodingHandler from Swift because of this. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
#include <libxml/SAX2.h>
#include <libxml/uri.h>
#include <libxml/xmlstring.h>

/* xmlFree is a global function-pointer variable; Swift 6 rejects touching it directly. */
static inline void cgdata_xml_free(void *p) { xmlFree(p); }
static inline int cgdata_xml_parser_version(void) { return LIBXML_VERSION; }
/* The version of the libxml2 loaded at run time ("21004" for 2.10.4), which may differ from the headers'. */
static inline const char *cgdata_xml_runtime_version(void) { return xmlParserVersion; }

/* glibc's memrchr (a GNU extension, declared by <string.h> only with _GNU_SOURCE, which Swift's Glibc module does not
   set): the start-tag scanner finds the last `<` of a window with it. */
extern void *memrchr(const void *s, int c, size_t n);
static inline const unsigned char *cgdata_memrchr(const unsigned char *s, int c, size_t n) {
    return (const unsigned char *)memrchr(s, c, n);
}

/* libxml2 prints some errors (encoding conversion, I/O) through its generic handler, straight to stderr, besides
   reporting them to the parser. The library reports errors itself, so the calling thread's handler is a no-op. */
static void cgdata_xml_ignore_generic_error(void *ctx, const char *msg, ...) { (void)ctx; (void)msg; }
static inline void cgdata_xml_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, cgdata_xml_ignore_generic_error);
}

/* The error a structured error handler (xmlStructuredErrorFunc, the SAX handler's `serror`) receives: `const` since
   libxml2 2.12, so a handler written with this type compiles against both. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *cgdata_xml_error_ptr;
#else
typedef xmlError *cgdata_xml_error_ptr;
#endif

/* An error's message as libxml2's pull parser (xmllint) and, from 2.12, its push parser word it: 2.9-2.11's push
   parser reports a document whose root element does not start with '<' (text or a lone byte-order mark before it) as
   "Document is empty", where the others say "Start tag expected, '<' not found" (same code, XML_ERR_DOCUMENT_EMPTY;
   the pull parser's "Document is empty" is for a document with no character at all). */
static inline const char *cgdata_xml_error_message(const xmlError *error) {
#if LIBXML_VERSION < 21200
    const xmlParserCtxt *ctxt = (const xmlParserCtxt *)error->ctxt;
    if (error->domain == XML_FROM_PARSER && error->code == XML_ERR_DOCUMENT_EMPTY && ctxt != NULL &&
        ctxt->instate == XML_PARSER_START_TAG)
        return "Start tag expected, '<' not found\n";
#endif
    return error->message;
}

#include <string.h>
#include "end_of_input.h"
#endif
