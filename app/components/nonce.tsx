import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the document being rendered. The server wraps the app in
 * `NonceProvider` (entry.server.tsx); in the browser the value is "" because the scripts that
 * needed it have already run (and browsers hide nonces from the DOM anyway).
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
