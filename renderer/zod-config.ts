import { z } from 'zod';

/*
 * The CSP allows no eval (main/app/security/content-security-policy.ts). Zod would probe for
 * it with `new Function` on its first object parse and the page would report a violation, so
 * it is told up front to validate without generated code. Imported first by each entry.
 */
z.config({ jitless: true });
