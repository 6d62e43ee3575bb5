'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ConfirmModal } from '@/components/form-kit/confirm-modal';
import { bff } from '@/lib/client/bff-fetch';
import { formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/shared/locales';
import { formatMoney as fromCents, parseMoney } from '@/lib/schemas/money';
import { MAX_TEXT } from '@/lib/schemas/common';
import type { WalletItem } from '@/lib/schemas/wallets';
import type { Decision } from '../list/list-types';

type Props = {
  kind: 'topup' | 'withdraw';
  decision: Decision;
  row: WalletItem;
  onClose: () => void;
  onDone: () => void;
};

/**
 * Before a top-up or withdrawal is accepted or rejected, the dialog says exactly what will
 * happen (who, how much, the balance before and after). The button turns into a spinner at
 * the first click; a second click sends nothing (and the API would refuse it anyway).
 */
export function DecisionDialog({ kind, decision, row, onClose, onDone }: Props) {
  const t = useTranslations('wallets');
  const tr = useTranslations();
  const locale = toLocale(useLocale());
  /** 'Rp 12.500' of exact cents. */
  const money = (cents: bigint) => formatMoney(fromCents(cents), locale);
  const [reason, setReason] = useState('');
  const before = parseMoney(row.balance);
  const amount = parseMoney(row.amount);
  const after = decision === 'reject' ? before : kind === 'topup' ? before + amount : before - amount;
  const short = decision === 'accept' && after < 0n;
  const values = { user: row.user, amount: money(amount), before: money(before), after: money(after) };

  const title = t(`${decision}${kind === 'topup' ? 'Topup' : 'Withdraw'}Title`);
  let effect: string;
  if (decision === 'reject') effect = t('rejectEffect', values);
  else if (short) effect = t('insufficient', values);
  else if (kind === 'topup') effect = t('topupEffect', values);
  else
    effect = t('withdrawEffect', {
      ...values,
      bank: row.bank_name ?? '',
      account: row.account_number ?? '',
      cardholder: row.cardholder_name ?? '',
    });

  return (
    <ConfirmModal
      titleId="decision-title"
      title={title}
      titleClassName="h5"
      request={() =>
        bff<{ message: string }>(`strict/wallet/${kind}/${decision}/${row.id}`, {
          method: 'PUT',
          json: decision === 'reject' ? { id: row.id, reason } : { id: row.id },
        })
      }
      onClose={onClose}
      onDone={onDone}
      action={{
        label: decision === 'accept' ? t('confirm') : t('reject'),
        className: `btn ${decision === 'accept' ? 'btn-brand' : 'btn-danger'}`,
        disabled: short,
        testId: 'decision-submit',
      }}
    >
      <p className={short ? 'text-danger' : undefined} data-testid="decision-effect">
        {effect}
      </p>
      {decision === 'reject' && (
        <div>
          <label htmlFor="decision-reason" className="form-label">
            {t('reason')} <span className="text-body-secondary small">({tr('form.optional')})</span>
          </label>
          <textarea
            id="decision-reason"
            className="form-control"
            rows={2}
            maxLength={MAX_TEXT}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby="decision-reason-help"
          />
          <div id="decision-reason-help" className="form-text">
            {t('reasonHelp')}
          </div>
        </div>
      )}
    </ConfirmModal>
  );
}
