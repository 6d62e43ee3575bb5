import { bsuOptions, collectorOptions, customerOptions } from '../options';
import { optionPagesQuery } from './option-pages';

/** The collectors matching `search`, as options (the BSU form, the trash form, the BSU list's filter). */
export const collectorOptionsQuery = (search: string) =>
  optionPagesQuery(['collector-options', search], (page) => collectorOptions(search, page));

/** The unit banks matching `search`, as options (a back-office account's unit bank, a customer's). */
export const bsuOptionsQuery = (search: string) =>
  optionPagesQuery(['bsu-options', search], (page) => bsuOptions(search, page));

/** The customers matching `search`, as options (a counter top-up or withdrawal). */
export const customerOptionsQuery = (search: string) =>
  optionPagesQuery(['customer-options', search], (page) => customerOptions(search, page));

/** The customers matching `search` by their own id (the transaction list's customer filter). */
export const customerRecordOptionsQuery = (search: string) =>
  optionPagesQuery(['customer-record-options', search], (page) => customerOptions(search, page, 'customer'));
