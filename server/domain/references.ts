// Records a form points at by id: they must exist, or the field says so (422, not a 500 from
// a foreign key).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bsus, collectors, villages } from '../db/schema';
import { ApiError } from '../errors';

export async function assertVillage(tx: Db, villageId: string): Promise<void> {
  const [village] = await tx.select({ id: villages.id }).from(villages).where(eq(villages.id, villageId)).limit(1);
  if (!village) throw ApiError.field('villageId', 'api.villageNotFound', 'villageNotFound');
}

export async function assertCollector(tx: Db, collectorId: number, field = 'collectorId'): Promise<void> {
  const [row] = await tx.select({ id: collectors.id }).from(collectors).where(eq(collectors.id, collectorId)).limit(1);
  if (!row) throw ApiError.field(field, 'api.collectorNotFound', 'collectorNotFound');
}

export async function assertBsu(tx: Db, bsuId: number, field = 'bsu_id'): Promise<void> {
  const [row] = await tx.select({ id: bsus.id }).from(bsus).where(eq(bsus.id, bsuId)).limit(1);
  if (!row) throw ApiError.field(field, 'api.bsuNotFound', 'bsuNotFound');
}
