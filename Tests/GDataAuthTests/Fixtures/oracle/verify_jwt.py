# google-auth verifies a JWT: argv = token, public key PEM file, audience. Prints the claims and header as JSON.
import json
import sys

from google.auth import jwt

claims = jwt.decode(sys.argv[1], certs=open(sys.argv[2]).read(), audience=sys.argv[3])
print(json.dumps({"claims": claims, "header": jwt.decode_header(sys.argv[1])}, sort_keys=True))
