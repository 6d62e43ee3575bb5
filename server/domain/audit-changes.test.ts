// Issue 18: what an audit row changed, field by field, worked out from its before and after; and
// the screen's list of actions is exactly the union the code writes.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { changeText } from '../../lib/schemas/audit';
import type { AuditActionName } from '../../lib/schemas/audit-view';
import type { AuditAction } from './audit';
import { auditChanges } from './audit-changes';

describe('audit changes', () => {
  it('lists every field a created record got a value in, before as nothing', () => {
    expect(auditChanges(null, { name: 'Kardus', price: 1500, active: true, note: null })).toEqual([
      { field: 'active', before: null, after: true },
      { field: 'name', before: null, after: 'Kardus' },
      { field: 'price', before: null, after: 1500 },
    ]);
  });

  it('lists every field a deleted record had a value in, after as nothing', () => {
    expect(auditChanges({ nik: '3273', user: { email: 'a@b.id', phone: null } }, undefined)).toEqual([
      { field: 'nik', before: '3273', after: null },
      { field: 'user.email', before: 'a@b.id', after: null },
    ]);
  });

  it('lists only the fields that differ on an update, nested ones by dotted names', () => {
    const before = { address: 'Jl. Lama', user: { status: 'active', name: 'Budi' }, village: { id: '32' } };
    const after = { address: 'Jl. Lama', user: { status: 'inactive', name: 'Budi' }, village: { id: '33' } };
    expect(auditChanges(before, after)).toEqual([
      { field: 'user.status', before: 'active', after: 'inactive' },
      { field: 'village.id', before: '32', after: '33' },
    ]);
  });

  it('counts a field one side lacks as nothing there: absent and null are no change, absent and a value are', () => {
    expect(auditChanges({ status: 'pending' }, { status: 'rejected', reason: null, amount: '5000.00' })).toEqual([
      { field: 'amount', before: null, after: '5000.00' },
      { field: 'status', before: 'pending', after: 'rejected' },
    ]);
  });

  it('keeps a list whole, as JSON, and names a bare value "value"', () => {
    expect(auditChanges({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
    expect(auditChanges('x', 'y')).toEqual([{ field: 'value', before: 'x', after: 'y' }]);
  });

  it('has nothing to say of a row without before or after (a sign-out of old, a revoked link)', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({}, {})).toEqual([]);
  });

  it('writes a change as "field: before → after", nothing as a dash', () => {
    expect(changeText({ field: 'status', before: 'active', after: 'inactive' })).toBe('status: active → inactive');
    expect(changeText({ field: 'amount', before: null, after: 1500 })).toBe('amount: — → 1500');
    expect(changeText({ field: 'flag', before: true, after: false })).toBe('flag: true → false');
  });

  it('offers on screen exactly the actions the code writes', () => {
    expectTypeOf<AuditAction>().toEqualTypeOf<AuditActionName>();
  });
});
