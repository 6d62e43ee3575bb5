// The API fuzzed (writes (every POST, PUT, PATCH and DELETE)): server/test/fuzz-suite.ts.
import { fuzzSuite } from '../test/fuzz-suite';

fuzzSuite({ name: 'writes', takes: (op) => op.method !== 'GET', strays: false });
