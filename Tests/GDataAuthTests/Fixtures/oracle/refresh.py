# google-auth refreshes credentials against the test's servers and prints the token.
# argv = kind (service_account | authorized_user | external_account | compute_engine), file or "-", scopes...
import json
import sys

import google.auth.transport.requests as transport
from google.auth import compute_engine
from google.auth import identity_pool
from google.oauth2 import credentials as user
from google.oauth2 import service_account

kind, path, scopes = sys.argv[1], sys.argv[2], sys.argv[3:]
if kind == "service_account":
    creds = service_account.Credentials.from_service_account_file(path, scopes=scopes)
elif kind == "authorized_user":
    # from_authorized_user_file always posts to Google's endpoint, whatever the file's token_uri says; the test's
    # token server is named explicitly instead (nothing may leave the machine).
    info = json.load(open(path))
    creds = user.Credentials(
        token=None, refresh_token=info["refresh_token"], client_id=info["client_id"],
        client_secret=info["client_secret"], token_uri=info["token_uri"])
elif kind == "external_account":
    creds = identity_pool.Credentials.from_file(path, scopes=scopes or None)
else:
    creds = compute_engine.Credentials(scopes=scopes or None)
creds.refresh(transport.Request())
print(creds.token)
