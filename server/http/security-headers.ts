// Security headers for every response. The Content-Security-Policy allows scripts only with the
// per-request nonce Remix stamps on its own inline scripts; the rule engine compiles rules to
// closures (no eval), so no 'unsafe-eval' is needed.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

export function cspNonce(_request: Request, response: Response, next: NextFunction): void {
  response.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

export function securityHeaders(options: { production: boolean }) {
  return helmet({
    contentSecurityPolicy: options.production
      ? {
          useDefaults: true,
          directives: {
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        }
      : false, // Vite's development client injects inline scripts.
    strictTransportSecurity: options.production,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "same-origin" },
  });
}
