// The message catalogues as plain data, for code that translates outside a rendered page:
// the API (its answers) and the BFF (its own refusals). A key missing in a language falls
// back to its Indonesian text (SPEC §1: 'in' is the fallback).
import ar from '../../messages/ar.json';
import cn from '../../messages/cn.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import gr from '../../messages/gr.json';
import indonesian from '../../messages/in.json';
import it from '../../messages/it.json';
import rs from '../../messages/rs.json';
import sp from '../../messages/sp.json';
import { createTranslator } from 'use-intl/core';
import { TIME_ZONE, defaultLocale, htmlLang, isLocale, locales, type Locale } from './locales';

export type Messages = typeof indonesian;
type Tree = { [key: string]: string | Tree };

export function withFallback<T extends Tree>(base: T, over: Tree): T {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const b = base[key];
    out[key] = typeof value === 'object' && typeof b === 'object' ? withFallback(b, value) : value;
  }
  return out as T;
}

const raw: Record<Locale, Tree> = { in: indonesian, en, gr, it, rs, sp, cn, fr, ar };
const merged = new Map<Locale, Messages>();

export function messagesFor(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    messages = locale === defaultLocale ? indonesian : withFallback(indonesian, raw[locale]);
    merged.set(locale, messages);
  }
  return messages;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;
const translators = new Map<Locale, Translate>();

/** t('api.notFound'), t('api.emailTaken', { email }) — full keys, ICU placeholders. */
export function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const translate = createTranslator({
      locale: htmlLang[locale],
      messages: messagesFor(locale),
      timeZone: TIME_ZONE,
      onError: () => {},
    });
    t = (key, values) => (translate.has(key as never) ? translate(key as never, values as never) : key);
    translators.set(locale, t);
  }
  return t;
}

const byTag = new Map(locales.map((code) => [htmlLang[code], code] as const));

/**
 * The language to answer in, from an Accept-Language header ('en-US,en;q=0.9,id;q=0.8') or
 * one of our own codes; Indonesian when nothing matches.
 */
export function localeFromHeader(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (isLocale(tag)) return tag;
    const primary = tag.split('-')[0]!;
    const found = byTag.get(primary === 'in' ? 'id' : primary);
    if (found) return found;
  }
  return defaultLocale;
}
