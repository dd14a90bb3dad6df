# google-auth's RSA signer over a signing input: argv = private key PEM file, signing input. Prints base64url.
import base64
import sys

from google.auth import crypt

signer = crypt.RSASigner.from_string(open(sys.argv[1]).read())
print(base64.urlsafe_b64encode(signer.sign(sys.argv[2].encode())).rstrip(b"=").decode())
