import { describe, expect, it } from 'vitest';
import { exactDecimalText, moneySchema, quantitySchema } from './fields';

const money = moneySchema('validation.amountRequired');
const quantity = quantitySchema('validation.qtyRequired');
/** The parsed value, or the message the field shows (its first issue, as the API answers it). */
const messages = (schema: typeof money, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : [result.error.issues[0]!.message];
};

describe('money and quantities sent as JSON numbers', () => {
  it('takes a number only when it is exactly the decimal the client wrote (at most 15 significant digits, no exponent)', () => {
    expect(exactDecimalText(12.5)).toBe('12.5');
    expect(exactDecimalText(0.001)).toBe('0.001');
    expect(exactDecimalText(999999999999999)).toBe('999999999999999');
    expect(exactDecimalText(9999999999999.99)).toBe('9999999999999.99');
    expect(exactDecimalText(1e20)).toBe('100000000000000000000');
    for (const unreadable of [99999999999999.99, 0.1 + 0.2, 1234567890123456, Infinity, -Infinity, NaN, 1e21, 1e-7]) {
      expect(exactDecimalText(unreadable), String(unreadable)).toBeNull();
    }
  });

  it('answers "must be a number" to a number it cannot read exactly, never "required"', () => {
    for (const value of [99999999999999.99, 1e21, 1e-7, Infinity, NaN, 0.1 + 0.2]) {
      expect(messages(money, value), String(value)).toEqual(['validation.number']);
      expect(messages(quantity, value), String(value)).toEqual(['validation.number']);
    }
  });

  it('still takes exact numbers, and any amount as a string', () => {
    expect(messages(money, 9999999999999.99)).toBe('9999999999999.99');
    expect(messages(money, 100000)).toBe('100000.00');
    expect(messages(money, '99999999999999.99')).toBe('99999999999999.99');
    expect(messages(quantity, 0.001)).toBe('0.001');
    expect(messages(quantity, '99999999999.999')).toBe('99999999999.999');
  });

  it("keeps its other messages: absent is required, a wrong format is the field's own", () => {
    expect(messages(money, undefined)).toEqual(['validation.amountRequired']);
    expect(messages(money, '')).toEqual(['validation.amountRequired']);
    expect(messages(money, 10.001)).toEqual(['validation.money']);
    expect(messages(money, -5)).toEqual(['validation.money']);
    expect(messages(money, true)).toEqual(['validation.number']);
    expect(messages(quantity, '1.2345')).toEqual(['validation.quantity']);
  });
});
