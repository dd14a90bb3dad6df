# Exits 0 when google-auth (and requests, its transport) can be imported.
import google.auth  # noqa: F401
import google.auth.transport.requests  # noqa: F401
