// A worker of the proof-of-work captcha (ADR 0027): ALTCHA's own worker loop, with the browser's
// PBKDF2 (Web Crypto). `solveInWorkers` starts a few and gives each a share of the counters.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
