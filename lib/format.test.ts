import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMoney, formatQuantity } from './format';

describe('money is written the Indonesian way', () => {
  it.each([
    ['1234567.50', 'Rp 1.234.567,50'],
    ['1234567.5', 'Rp 1.234.567,50'],
    ['50000.00', 'Rp 50.000'],
    ['0', 'Rp 0'],
    ['999', 'Rp 999'],
    ['1000', 'Rp 1.000'],
    ['-2500.75', '-Rp 2.500,75'],
    ['-0.00', 'Rp 0'],
    ['123456789012345.99', 'Rp 123.456.789.012.345,99'],
    [1500, 'Rp 1.500'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('never goes through a float: a 17-digit amount keeps every digit', () => {
    expect(formatMoney('90071992547409931.01')).toBe('Rp 90.071.992.547.409.931,01');
  });

  it('leaves what is not a number as it is', () => {
    expect(formatMoney('abc')).toBe('abc');
  });
});

describe('quantities', () => {
  it.each([
    ['12.500', '12,5'],
    ['1250.000', '1.250'],
    ['0.125', '0,125'],
  ])('%s → %s', (input, expected) => {
    expect(formatQuantity(input)).toBe(expected);
  });

  it('counts', () => {
    expect(formatCount(83763)).toBe('83.763');
  });
});

describe('dates read the way each language writes a date', () => {
  const date = '2026-11-22T03:00:00Z';
  it.each([
    ['in', '22 November 2026'],
    ['en', 'November 22, 2026'],
    ['it', '22 novembre 2026'],
    ['sp', '22 de noviembre de 2026'],
    ['fr', '22 novembre 2026'],
    ['rs', '22 ноября 2026 г.'],
  ] as const)('%s: %s', (locale, expected) => {
    expect(formatDate(date, locale)).toBe(expected);
  });

  it('German puts a period after the day: 22. November 2026', () => {
    expect(formatDate(date, 'gr')).toBe('22. November 2026');
  });

  it('Chinese writes year, month and day with their characters: 2026年11月22日', () => {
    expect(formatDate(date, 'cn')).toBe('2026年11月22日');
    expect(formatDate(date, 'cn')).not.toContain('十一月');
  });

  it('uses Indonesian month names by default', () => {
    expect(formatDate('2026-08-17T10:00:00Z')).toBe('17 Agustus 2026');
    expect(formatDate('2026-05-01T10:00:00Z')).toBe('1 Mei 2026');
  });

  it('counts the day in Jakarta time', () => {
    expect(formatDate('2026-11-21T18:30:00Z')).toBe('22 November 2026');
  });

  it('writes the day either side of Jakarta midnight, and each language its own, however often asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDate('2026-11-30T16:59:59.999Z')).toBe('30 November 2026');
      expect(formatDate('2026-11-30T17:00:00Z')).toBe('1 Desember 2026');
      expect(formatDate('2026-11-30T17:00:00Z', 'en')).toBe('December 1, 2026');
      expect(formatDate(new Date('1969-12-31T16:59:59Z'))).toBe('31 Desember 1969');
    }
  });

  it('Arabic names the month in its own script with Latin digits', () => {
    expect(formatDate(date, 'ar')).toMatch(/^22 \S+ 2026$/);
    expect(formatDate(date, 'ar')).not.toContain('November');
  });
});
