import { Button } from '@casino/ui-kit';
import { useCashboxText } from '../../text';

interface MethodSubmitProps {
  /** Why the last create failed, when the deposit panel did not take the failure itself. */
  failure: string | null;
  loading?: boolean;
  label?: string;
}

/** The end of a method form: the create's failure, if any, then the submit button ('Deposit' unless named). */
export function MethodSubmit({ failure, loading, label }: MethodSubmitProps) {
  const t = useCashboxText();
  return (
    <>
      {failure ? <p role="alert">{failure}</p> : null}
      <Button type="submit" loading={loading}>
        {label ?? t('deposit.submit')}
      </Button>
    </>
  );
}
