import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkAmount } from '../../amount';
import { moneyFormatter, useCashboxText } from '../../text';
import type { AmountFieldProps } from '../amount-field';
import type { MethodFormProps } from './types';
import { useMethodCreate } from './use-method-create';

/**
 * What the amount-first method forms share: the amount within the method's limits (its problem shown once
 * a submit was tried), the optional promotion, and the create with its failure.
 */
export function useMethodForm({ paymentType, currency, onCreated, onFailed }: MethodFormProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const limits = paymentType.payment_type_currency_limits;
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { run, failure } = useMethodCreate(onCreated, onFailed);
  const problem = checkAmount(amount, { min: limits.min_deposit, max: limits.max_deposit });
  const amountField: AmountFieldProps = {
    value: amount,
    onChange: setAmount,
    problem,
    showProblem: submitted,
    format: money,
    hint: t('amount.range', { min: money(limits.min_deposit), max: money(limits.max_deposit) }),
  };
  return {
    amount,
    problem,
    /** A submit was tried: the fields show their problems. */
    submitted,
    amountField,
    promotionSelect: { value: promotionId, onChange: setPromotionId },
    /** The chosen promotion as a create body carries it; nothing when none was chosen. */
    promotion: promotionId ? { promotion_information_id: Number(promotionId) } : {},
    run,
    failure,
    /** A submit handler: from now on problems show, and `proceed` runs only with a valid amount. */
    onSubmit: (proceed: () => void) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (!problem) proceed();
    },
  };
}
