import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { appEnv } from './env';

/** '{screen} | {product}' in the chosen language (SPEC §1: titles end with the product name). */
export async function pageTitle(key: string): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t(key as never)} | ${appEnv().APP_NAME}` };
}
