import { queryOptions } from '@tanstack/react-query';
import type { Enrolment } from '@/lib/schemas/two-factor';
import { bff } from '../bff-fetch';

/**
 * Starting two-factor enrolment: the QR code and the key. A POST (each start makes a new
 * secret), so it runs once per dialog and never again by itself.
 */
export const twoFactorEnrolmentQuery = () =>
  queryOptions({
    queryKey: ['two-factor-enrolment'],
    queryFn: () => bff<Enrolment>('strict/account/two-factor', { method: 'POST' }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
