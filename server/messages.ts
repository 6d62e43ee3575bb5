// The API answers in Indonesian: it resolves the shared message keys through messages/in.json.
import type messages from '../messages/in.json';
import { t } from '../lib/i18n/server-messages';

export const translate = t;
export type ApiMessageKey = keyof (typeof messages)['api'];
export const apiMessage = (key: ApiMessageKey) => t(`api.${key}`);
