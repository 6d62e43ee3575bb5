import { collectorOptions } from '../options';
import { optionPagesQuery } from './option-pages';

/** The collectors matching `search`, as options (the BSU form, the trash form, the BSU list's filter). */
export const collectorOptionsQuery = (search: string) =>
  optionPagesQuery(['collector-options', search], (page) => collectorOptions(search, page));
