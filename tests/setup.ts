// Shared test setup: nothing global yet beyond the WebCrypto that Node 20 already provides.
