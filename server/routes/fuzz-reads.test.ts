// The API fuzzed (reads (every GET), and paths and methods that are no operation): server/test/fuzz-suite.ts.
import { fuzzSuite } from '../test/fuzz-suite';

fuzzSuite({ name: 'reads', takes: (op) => op.method === 'GET', strays: true });
