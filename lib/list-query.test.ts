import { describe, expect, it } from 'vitest';
import { listParams, pageWindow } from './list-query';

describe('a list URL', () => {
  it('keeps a page size the lists offer (10, 25, 50, 100)', () => {
    for (const size of ['10', '25', '50', '100']) expect(listParams({ size }).size).toBe(Number(size));
  });

  it("reads any other page size as SPEC's 50", () => {
    for (const size of [undefined, '', '0', '7', '51', '101', '1000', 'abc', '25.5'])
      expect(listParams({ size }).size).toBe(50);
  });

  it('reads a bad page as page 1 and trims the search', () => {
    expect(listParams({ page: '0', search: '  budi ' })).toEqual({ page: 1, search: 'budi', size: 50 });
    expect(listParams({ page: ['3', '4'], size: ['25'] })).toEqual({ page: 3, search: '', size: 25 });
  });
});

describe('the page numbers', () => {
  it('show every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('show the first, the last, the current page and its neighbours, with gaps between', () => {
    expect(pageWindow(1, 31)).toEqual([1, 2, 'gap', 31]);
    expect(pageWindow(5, 31)).toEqual([1, 'gap', 4, 5, 6, 'gap', 31]);
    expect(pageWindow(31, 31)).toEqual([1, 'gap', 30, 31]);
    expect(pageWindow(3, 31)).toEqual([1, 2, 3, 4, 'gap', 31]);
  });
});
