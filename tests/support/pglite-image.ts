// Setup file of the vitest project `pglite`: this test file's in-memory databases copy the
// run's migrated memory image (tests/support/pglite-global-setup.ts).
import { inject } from 'vitest';
import { startInMemoryFrom } from '../../server/db/memory-image.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}

startInMemoryFrom(inject('pgliteImage'));
