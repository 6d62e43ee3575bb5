import 'server-only';
import { embeddedApi } from '../../server/embedded';
import { appEnv } from '../env';

export async function startEmbeddedIfNeeded() {
  const env = appEnv();
  if (!env.embedded) return;
  const started = Date.now();
  await embeddedApi();
  console.log(`[bank-sampah] embedded API ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
