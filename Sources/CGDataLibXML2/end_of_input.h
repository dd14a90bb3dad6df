#ifndef CGDATA_LIBXML2_END_OF_INPUT_H
#define CGDATA_LIBXML2_END_OF_INPUT_H
/* What a document that ends too early (a truncated download, an empty file) reports: libxml2's own diagnosis, the one
   `xmllint` prints, whichever mode parsed it.

   libxml2 2.9-2.11's push parser, told that the input has ended (`xmlParseChunk` with `terminate`), does not parse what
   it was still waiting for (an open element, the rest of a start tag, a comment, a CDATA section, the prolog): it
   reports every such document as "Extra content at the end of the document" (XML_ERR_DOCUMENT_END). Its pull parser
   (`xmlReadFile`, `xmllint`) parses the same input to its end and says what is missing: "Premature end of data in tag
   entry line 1", "Document is empty", "Start tag expected, '<' not found", "Couldn't find end of Start Tag entry line
   1", "Comment not terminated", "CData section not finished"… libxml2 2.12 made the push parser report the end of input
   this way itself.

   cgdata_xml_end_input runs before the terminating xmlParseChunk and returns an xmlParseChunk status (non-zero: the
   input's last bytes are not valid in its declared encoding). On 2.9-2.11 it finishes what the push parser left with
   the pull parser's own functions (xmlParseContent, xmlParseElement, xmlParseComment, xmlParsePI, xmlParseCDSect,
   xmlParseXMLDecl, xmlParseDocTypeDecl, xmlParseMarkupDecl…, all public in parserInternals.h), from the push parser's
   state, and raises the pull parser's end-of-input errors where its document loop would (xmlParseDocument,
   xmlParseElement and xmlParseInternalSubset are copied here in the parts that are static in libxml2). Errors go
   through the context's structured error handler as libxml2's own do. On 2.12 and later it does nothing. */

#if LIBXML_VERSION < 21200

/* libxml2 2.11 deprecated the parser's internal functions this calls; 2.12, which no longer needs them here, is where
   they stay. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* libxml2 declares it only for its own sources (IN_LIBXML); every 2.x release exports it. */
XMLPUBFUN void XMLCALL __xmlRaiseError(xmlStructuredErrorFunc schannel, xmlGenericErrorFunc channel, void *data,
                                       void *ctx, void *node, int domain, int code, xmlErrorLevel level,
                                       const char *file, int line, const char *str1, const char *str2,
                                       const char *str3, int int1, int col, const char *msg, ...);

/* A fatal error as libxml2's xmlFatalErrMsgStrIntStr raises it: at the input's line and column, not once the parse
   was stopped; the document is no longer well-formed and no more SAX events are delivered. */
#define CGDATA_XML_FATAL(ctxt, code, str1, int1, ...)                                                                  \
    do {                                                                                                              \
        if ((ctxt)->disableSAX != 0 && (ctxt)->instate == XML_PARSER_EOF) break;                                      \
        (ctxt)->errNo = (code);                                                                                       \
        __xmlRaiseError(NULL, NULL, NULL, (ctxt), NULL, XML_FROM_PARSER, (code), XML_ERR_FATAL, NULL, 0,              \
                        (const char *)(str1), NULL, NULL, (int1), 0, __VA_ARGS__);                                    \
        (ctxt)->wellFormed = 0;                                                                                       \
        if ((ctxt)->recovery == 0) (ctxt)->disableSAX = 1;                                                            \
    } while (0)

/* An element's entry on the parser's stack of open elements (libxml2 2.9.11-2.11: struct _xmlStartTag, opaque in the
   headers). Before 2.9.11 the stack held no line. */
struct cgdata_xml_start_tag {
    const xmlChar *prefix;
    const xmlChar *URI;
    int line;
    int nsNr;
};

static inline int cgdata_xml_stopped(xmlParserCtxtPtr ctxt) { return ctxt->instate == XML_PARSER_EOF; }

/* Whether the parse is over: stopped, or the document is no longer well-formed (its first error is known). */
static inline int cgdata_xml_failed(xmlParserCtxtPtr ctxt) { return ctxt->wellFormed == 0 || cgdata_xml_stopped(ctxt); }

/* The pull parser's report on the end of data inside an open element (xmlParseElement, xmlParseContent). */
static inline void cgdata_xml_premature_end(xmlParserCtxtPtr ctxt) {
    const xmlChar *name = ctxt->nameTab[ctxt->nameNr - 1];
#if LIBXML_VERSION >= 20911
    int line = ((const struct cgdata_xml_start_tag *)(const void *)ctxt->pushTab)[ctxt->nameNr - 1].line;
    CGDATA_XML_FATAL(ctxt, XML_ERR_TAG_NOT_FINISHED, name, line, "Premature end of data in tag %s line %d\n", name,
                     line);
#else
    CGDATA_XML_FATAL(ctxt, XML_ERR_TAG_NOT_FINISHED, name, 0, "Premature end of data in tag %s\n", name);
#endif
}

/* xmlParseMisc (static in libxml2): processing instructions, comments and white space. */
static inline void cgdata_xml_parse_misc(xmlParserCtxtPtr ctxt) {
    while (!cgdata_xml_stopped(ctxt)) {
        const xmlChar *cur = ctxt->input->cur;
        if (cur[0] == '<' && cur[1] == '?') {
            xmlParsePI(ctxt);
        } else if (cur[0] == '<' && cur[1] == '!' && cur[2] == '-' && cur[3] == '-') {
            xmlParseComment(ctxt);
        } else if (IS_BLANK_CH(cur[0])) {
            xmlNextChar(ctxt);
        } else {
            break;
        }
    }
}

/* xmlParseInternalSubset (static in libxml2), from the `[` on. */
static inline void cgdata_xml_parse_internal_subset(xmlParserCtxtPtr ctxt) {
    if (*ctxt->input->cur == '[') {
        int baseInputNr = ctxt->inputNr;
        ctxt->instate = XML_PARSER_DTD;
        xmlNextChar(ctxt);
        while ((*ctxt->input->cur != ']' || ctxt->inputNr > baseInputNr) && !cgdata_xml_stopped(ctxt)) {
            const xmlChar *check = ctxt->input->cur;
            unsigned long consumed = ctxt->input->consumed;
            xmlSkipBlankChars(ctxt);
            xmlParseMarkupDecl(ctxt);
            xmlParsePEReference(ctxt);
            if (*ctxt->input->cur == 0 && ctxt->inputNr > baseInputNr) xmlPopInput(ctxt);
            if (ctxt->input->cur == check && ctxt->input->consumed == consumed) {
                CGDATA_XML_FATAL(ctxt, XML_ERR_INTERNAL_ERROR,
                                 "xmlParseInternalSubset: error detected in Markup declaration\n", 0, "%s: %s\n",
                                 "internal error", "xmlParseInternalSubset: error detected in Markup declaration\n");
                if (ctxt->inputNr > baseInputNr) {
                    xmlPopInput(ctxt);
                } else {
                    break;
                }
            }
        }
        if (*ctxt->input->cur == ']') {
            xmlNextChar(ctxt);
            xmlSkipBlankChars(ctxt);
        }
    }
    if (*ctxt->input->cur != '>') {
        CGDATA_XML_FATAL(ctxt, XML_ERR_DOCTYPE_NOT_FINISHED, NULL, 0, "%s\n", "DOCTYPE improperly terminated");
        return;
    }
    xmlNextChar(ctxt);
}

/* xmlParseDocument (its static parts) from the prolog state the push parser stopped in to the root element's end. */
static inline void cgdata_xml_parse_prolog(xmlParserCtxtPtr ctxt) {
    xmlParserInputState state = ctxt->instate;
    if (state == XML_PARSER_START) {
        const xmlChar *cur = ctxt->input->cur;
        if (cur[0] == 0) {
            CGDATA_XML_FATAL(ctxt, XML_ERR_DOCUMENT_EMPTY, NULL, 0, "%s\n", "Document is empty");
            return;
        }
        if (cur[0] == '<' && cur[1] == '?' && cur[2] == 'x' && cur[3] == 'm' && cur[4] == 'l' &&
            IS_BLANK_CH(cur[5])) {
            xmlParseXMLDecl(ctxt);
            if (ctxt->errNo == XML_ERR_UNSUPPORTED_ENCODING || cgdata_xml_stopped(ctxt)) return;
        }
        state = XML_PARSER_MISC;
    }
    if (state == XML_PARSER_MISC) {
        cgdata_xml_parse_misc(ctxt);
        if (cgdata_xml_stopped(ctxt)) return;
        if (xmlStrncmp(ctxt->input->cur, BAD_CAST "<!DOCTYPE", 9) == 0) {
            ctxt->inSubset = 1;
            xmlParseDocTypeDecl(ctxt);
            state = XML_PARSER_DTD;
        } else {
            state = XML_PARSER_PROLOG;
        }
    }
    if (state == XML_PARSER_DTD) {
        if (*ctxt->input->cur == '[') cgdata_xml_parse_internal_subset(ctxt);
        if (cgdata_xml_stopped(ctxt)) return;
        ctxt->inSubset = 0;
    }
    cgdata_xml_parse_misc(ctxt);
    if (cgdata_xml_failed(ctxt)) return;
    if (*ctxt->input->cur != '<') {
        CGDATA_XML_FATAL(ctxt, XML_ERR_DOCUMENT_EMPTY, NULL, 0, "Start tag expected, '<' not found\n");
        return;
    }
    ctxt->instate = XML_PARSER_CONTENT;
    xmlParseElement(ctxt);
}

/* The start of the character that ends at `end` (UTF-8), not before `start`. */
static inline const xmlChar *cgdata_xml_previous_character(const xmlChar *start, const xmlChar *end) {
    if (end <= start) return start;
    end--;
    while (end > start && (*end & 0xC0) == 0x80) end--;
    return end;
}

/* A CDATA section the push parser was inside. While its `<![CDATA[` is still just before the input's position it is
   parsed again by xmlParseCDSect. A longer section, whose first 300-byte blocks libxml2 has already handed over, is
   read to its end as xmlParseCDSect reads it and gets its error at the same place; the excerpt in the message is taken
   from the section's start when libxml2 still holds it (it keeps at least 80 bytes before its position), else from
   the part left. */
static inline void cgdata_xml_finish_cdata(xmlParserCtxtPtr ctxt) {
    xmlParserInputPtr input = ctxt->input;
    const xmlChar *rest = input->cur;
    if (rest - input->base >= 9 && memcmp(rest - 9, "<![CDATA[", 9) == 0) {
        input->cur -= 9;
        input->col -= 9;
        xmlParseCDSect(ctxt);
        return;
    }
    const xmlChar *content = rest;
    for (const xmlChar *p = rest - 9; p >= input->base; p--) {
        if (memcmp(p, "<![CDATA[", 9) == 0) {
            content = p + 9;
            break;
        }
    }
    for (const xmlChar *p = content; p + 3 <= rest; p++) {
        if (memcmp(p, "]]>", 3) == 0) {
            content = rest; /* that marker began an earlier section */
            break;
        }
    }
    for (;;) {
        int length = 0;
        int c = xmlCurrentChar(ctxt, &length);
        if (!IS_CHAR(c) || length <= 0) break;
        if (*input->cur == '\n') {
            input->line++;
            input->col = 1;
        } else {
            input->col++;
        }
        input->cur += length;
    }
    /* Like xmlParseCDSect's text: all but the last two characters, at most 50 bytes. */
    const xmlChar *end = cgdata_xml_previous_character(content, cgdata_xml_previous_character(content, input->cur));
    int excerpt = (int)(end - content) < 50 ? (int)(end - content) : 50;
    xmlChar *text = xmlStrndup(content, excerpt);
    CGDATA_XML_FATAL(ctxt, XML_ERR_CDATA_NOT_FINISHED, text, 0, "CData section not finished\n%.50s\n", text);
    xmlFree(text);
}

static inline int cgdata_xml_end_input(xmlParserCtxtPtr ctxt) {
    if (ctxt == NULL || ctxt->input == NULL || cgdata_xml_failed(ctxt)) return 0;
    /* First what the terminating call does first: convert what is left of the input from its declared encoding (bytes
       invalid in it are the diagnosis then: XML_ERR_INVALID_ENCODING) and, for a context made from fewer than four
       bytes, choose SAX2. */
    int status = xmlParseChunk(ctxt, NULL, 0, 0);
    if (status != 0 || cgdata_xml_failed(ctxt)) return status;
    switch (ctxt->instate) {
    case XML_PARSER_CDATA_SECTION:
        cgdata_xml_finish_cdata(ctxt);
        if (cgdata_xml_failed(ctxt)) return 0;
        /* FALLTHROUGH */
    case XML_PARSER_CONTENT:
    case XML_PARSER_START_TAG:
        if (ctxt->nameNr == 0) {
            /* The root's start tag. */
            if (ctxt->instate == XML_PARSER_START_TAG) xmlParseElement(ctxt);
            return 0;
        }
        /* Inside the root: xmlParseElement's loop, then its end-of-data check. An end tag left (`</name` without its
           `>`) stops xmlParseContent; the terminating push parses it as the pull parser would. */
        xmlParseContent(ctxt);
        if (cgdata_xml_failed(ctxt)) return 0;
        if (*ctxt->input->cur == 0) {
            cgdata_xml_premature_end(ctxt);
        } else {
            ctxt->instate = XML_PARSER_CONTENT;
        }
        return 0;
    case XML_PARSER_START:
    case XML_PARSER_MISC:
    case XML_PARSER_PROLOG:
    case XML_PARSER_DTD:
        cgdata_xml_parse_prolog(ctxt);
        return 0;
    default:
        /* The epilog and an end tag: the terminating push reports them as the pull parser does. */
        return 0;
    }
}

#pragma GCC diagnostic pop

#else

static inline int cgdata_xml_end_input(xmlParserCtxtPtr ctxt) {
    (void)ctxt;
    return 0;
}

#endif
#endif
