// Outside a production build the worker runs the TypeScript sources: tsx compiles them on load.
import { register } from 'tsx/esm/api';

register();
await import('./api-worker.ts');
