// The production policy forbids eval (script-src 'self', docs/adr/0009-content-security-policy.md).
// zod compiles object parsers with `new Function` when it may, probing for it once when the first
// object schema is built; under the policy the probe is reported as a violation even though zod
// catches it. Imported first by main.tsx, so that no schema exists yet: parsing is the same, only
// without the compiled fast path.
import { config } from 'zod/mini';

config({ jitless: true });
