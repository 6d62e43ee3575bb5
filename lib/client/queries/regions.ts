import type { RegionLevel } from '@/lib/schemas/region';
import { regionOptions } from '../options';
import { optionPagesQuery } from './option-pages';

/** One level of the region cascade under its parent's code (null: the provinces). */
export const regionOptionsQuery = (level: RegionLevel, parentId: string | null) => (search: string) =>
  optionPagesQuery(['region', level, parentId, search], (page) => regionOptions(level, parentId, search, page));
