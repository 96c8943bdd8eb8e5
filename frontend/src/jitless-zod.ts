import { z } from "zod";

/**
 * The server's content security policy forbids eval, so zod is told not to compile parsers with
 * `new Function`. It must run before any schema is built: zod probes for eval when the first object
 * schema is made, and the browser reports that probe as a policy violation. main.tsx imports this first,
 * and api/client.ts too, so the build puts it at the head of the shared chunk where the schemas are made.
 */
z.config({ jitless: true });
