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
        <div className="col-12">
          <BankSelect name="user_id" kind="customer" label={t('wallets.customer')} initial={null} />
        </div>
        {kind === 'topup' ? (
          <>
            <div className="col-12 col-md-6">
              <TextField name="amount" label={t('wallets.nominal')} {...money} />
            </div>
            <div className="col-12 col-md-6">
              <TextField name="total" label={t('wallets.totalPaid')} {...money} />
            </div>
          </>
        ) : (
          <>
            <div className="col-12 col-md-6">
              <TextField name="amount" label={t('wallets.withdrawAmount')} {...money} />
            </div>
            <div className="col-12 col-md-6">
              <TextField name="bank_name" label={t('wallets.bank')} required autoComplete="off" />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                name="account_number"
                label={t('wallets.account')}
                required
                inputMode="numeric"
                autoComplete="off"
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField name="cardholder_name" label={t('wallets.cardholder')} required autoComplete="off" />
            </div>
          </>
        )}
      </div>
    </ModalForm>
  );
}
