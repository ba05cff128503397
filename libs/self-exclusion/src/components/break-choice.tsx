import { z } from 'zod';
import { vmsg } from '@casino/contracts';
import { useZodForm } from '@casino/forms';
import { Button, Select, Stack, TextInput } from '@casino/ui-kit';
import { customDays, lengthsOf, MAX_CUSTOM_DAYS } from './durations';
import type { BreakChoice, LengthKey } from './durations';
import * as styles from './self-exclusion.css';
import { useSelfExclusionText } from '../text';

const ChoiceSchema = z
  .object({ kind: z.enum(['time_out', 'self_exclusion']), length: z.string(), days: z.string() })
  .superRefine((value, ctx) => {
    if (value.kind === 'time_out' && value.length === 'custom' && customDays(value.days) === null) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: vmsg('invalid_value') });
    }
  });

/** Step 1: time-out or self-exclusion, and for how long (a time-out may take a number of days). */
export function BreakChoiceForm({
  initial,
  onChosen,
}: {
  initial: BreakChoice;
  onChosen: (choice: BreakChoice) => void;
}) {
  const t = useSelfExclusionText();
  const form = useZodForm(ChoiceSchema, { defaultValues: initial });
  const kind = form.form.watch('kind');
  const length = form.form.watch('length');
  const lengths = lengthsOf(kind);
  // The radios show no error of their own (a kind is always chosen): `error` is not an input attribute.
  const { error: _kindError, ...kindField } = form.field('kind', {
    // A new kind starts from its shortest length.
    onChange: (event: { target: { value: string } }) => {
      form.form.setValue('length', lengthsOf(event.target.value as BreakChoice['kind'])[0] ?? 'h24');
    },
  });
  const submit = form.submit(async (values) => {
    onChosen({ ...values, length: values.length as LengthKey });
  });
  const option = (value: BreakChoice['kind'], label: string, hint: string) => (
    <label className={styles.choice}>
      <input type="radio" value={value} {...kindField} aria-describedby={`${value}-hint`} />
      <span>{label}</span>
      <span id={`${value}-hint`} className={styles.choiceHint}>
        {hint}
      </span>
    </label>
  );
  return (
    <form {...submit} aria-label={t('breakPage.title')}>
      <Stack gap="md">
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('breakPage.kindLegend')}</legend>
          {option('time_out', t('breakPage.timeOut'), t('breakPage.timeOutHint'))}
          {option('self_exclusion', t('breakPage.selfExclusion'), t('breakPage.selfExclusionHint'))}
        </fieldset>
        <Select
          label={t('breakPage.length')}
          options={lengths.map((value) => ({ value, label: t(`lengths.${value}`) }))}
          {...form.field('length')}
        />
        {kind === 'time_out' && length === 'custom' ? (
          <TextInput
            label={t('breakPage.customDays')}
            inputMode="numeric"
            maxLength={String(MAX_CUSTOM_DAYS).length}
            {...form.field('days')}
          />
        ) : null}
        <Button type="submit">{t('breakPage.continue')}</Button>
      </Stack>
    </form>
  );
}
