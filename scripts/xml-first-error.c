/* The first fatal error libxml2 reports for each file, as `xmllint --noout FILE` parses it (xmlReadFile with xmllint's
 * default options): one line per file, FILE TAB CODE TAB LINE TAB COLUMN TAB MESSAGE (newlines in the message as \n,
 * backslashes as \\), or FILE TAB "ok" for a well-formed file. xmllint prints the message and the line but neither the
 * code nor the column; scripts/malformed-expectations.py checks the two against xmllint's output.
 *
 * cc -o xml-first-error scripts/xml-first-error.c $(pkg-config --cflags --libs libxml-2.0)
 */
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <stdio.h>

static int found;
static xmlError first;

/* libxml2 2.12 made the handler's error argument const. */
#if LIBXML_VERSION >= 21200
static void handler(void *data, const xmlError *error)
#else
static void handler(void *data, xmlErrorPtr error)
#endif
{
    (void)data;
    /* Fatal errors are the well-formedness errors; warnings and namespace errors leave a document parsable. */
    if (found || error->level != XML_ERR_FATAL) return;
    found = 1;
    xmlCopyError(error, &first);
}

int main(int argc, char **argv) {
    xmlSetStructuredErrorFunc(NULL, handler);
    for (int i = 1; i < argc; i++) {
        found = 0;
        xmlDocPtr doc = xmlReadFile(argv[i], NULL, XML_PARSE_COMPACT | XML_PARSE_BIG_LINES);
        if (doc != NULL) xmlFreeDoc(doc);
        if (!found) {
            printf("%s\tok\n", argv[i]);
            continue;
        }
        printf("%s\t%d\t%d\t%d\t", argv[i], first.code, first.line, first.int2);
        for (const char *c = first.message; c != NULL && *c != '\0'; c++) {
            if (*c == '\n') fputs("\\n", stdout);
            else if (*c == '\\') fputs("\\\\", stdout);
            else putchar(*c);
        }
        putchar('\n');
        xmlResetError(&first);
    }
    return 0;
}
