'use client';

import { useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff-fetch';
import { counterTopupSchema, counterWithdrawalSchema } from '@/lib/schemas/wallets';
import { BankSelect } from '../form-kit/collector-select';
import { TextField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';

/**
 * Ajukan Isi Saldo / Ajukan Penarikan (issue 16): staff at the counter file a request for a
 * customer who stands there, under the field app's rules. The filer cannot confirm it.
 */
export function CounterRequestForm({
  kind,
  onClose,
  onSaved,
}: {
  kind: 'topup' | 'withdraw';
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations();
  const money = {
    required: true,
    inputMode: 'decimal' as const,
    maxLength: 20,
    placeholder: t('fields.moneyPlaceholder'),
  };
  return (
    <ModalForm
      title={t(kind === 'topup' ? 'wallets.counterTopup' : 'wallets.counterWithdraw')}
      schema={kind === 'topup' ? counterTopupSchema : counterWithdrawalSchema}
      defaultValues={
        kind === 'topup'
          ? { user_id: '', amount: '', total: '' }
          : { user_id: '', amount: '', bank_name: '', account_number: '', cardholder_name: '' }
      }
      submit={(json) => bff(`strict/wallet/${kind}/counter`, { method: 'POST', json })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <p className="small text-body-secondary">{t('wallets.counterHelp')}</p>
      <div className="row">
        <BankSelect col={12} name="user_id" kind="customer" label={t('wallets.customer')} initial={null} />
        {kind === 'topup' ? (
          <>
            <TextField col={6} name="amount" label={t('wallets.nominal')} {...money} />
            <TextField col={6} name="total" label={t('wallets.totalPaid')} {...money} />
          </>
        ) : (
          <>
            <TextField col={6} name="amount" label={t('wallets.withdrawAmount')} {...money} />
            <TextField col={6} name="bank_name" label={t('wallets.bank')} required autoComplete="off" />
            <TextField
              col={6}
              name="account_number"
              label={t('wallets.account')}
              required
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField col={6} name="cardholder_name" label={t('wallets.cardholder')} required autoComplete="off" />
          </>
        )}
      </div>
    </ModalForm>
  );
}
