import type { Messages } from '../i18n/island-intl';
import type { Locale } from '../shared/locales';

export type CrashText = Pick<
  Messages['errors'],
  'crashTitle' | 'crashBody' | 'reload' | 'errorCode' | 'backToDashboard'
>;

/**
 * What the page that crashed was written in (app/global-error.tsx): set by the root layout's
 * <LanguageSync> as the page renders in the browser, so that the crash page needs no request to
 * speak the page's language (the network may be why it crashed).
 */
export const crashPage: { locale?: Locale; text?: CrashText } = {};
