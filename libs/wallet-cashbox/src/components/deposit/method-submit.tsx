import { Button } from '@casino/ui-kit';
import { useCashboxText } from '../../text';

interface MethodSubmitProps {
  /** Why the last submit failed, when no field took it and the deposit panel did not either. */
  failure: string | undefined;
  busy: boolean;
  label?: string;
}

/** The end of a method form: its failure, if any, then the submit button ('Deposit' unless named). */
export function MethodSubmit({ failure, busy, label }: MethodSubmitProps) {
  const t = useCashboxText();
  return (
    <>
      {failure ? <p role="alert">{failure}</p> : null}
      <Button type="submit" loading={busy}>
        {label ?? t('deposit.submit')}
      </Button>
    </>
  );
}
