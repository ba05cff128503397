import { useRef, useState } from 'react';
import { useSession } from '@casino/auth';
import { Badge, Button, Inline, LoadingStatus, Stack } from '@casino/ui-kit';
import { useActiveSteps, useDetailsOptions, useLanguage, useVerification } from '../api/queries';
import { useProfileText } from '../text';
import { ContactStep } from './contact-step';
import { DetailsStep } from './details-step';
import { initialStep, stepStates, type StepNo } from './step-state';
import { VerifyStep } from './verify-step';
import * as styles from './profile-steps.css';

const STEP_LABEL = { 1: 'steps.verify', 2: 'steps.details', 3: 'steps.contact' } as const;

function Loading() {
  const t = useProfileText();
  return <LoadingStatus label={t('loading')} />;
}

/** The three profile steps behind a stepper; the page and the update modal both show this. */
export function ProfileSteps() {
  const t = useProfileText();
  const { user } = useSession();
  const { lang, languageId } = useLanguage();
  const verification = useVerification();
  const steps = useActiveSteps();
  const options = useDetailsOptions(languageId, user?.currency_id);
  const [chosen, setChosen] = useState<StepNo | null>(null);
  // Where the member landed stays put while they verify (the phone opening step 2 must not hide the email).
  const landing = useRef<StepNo | null>(null);

  if (!user || !verification.data || !steps.data) return <Loading />;
  const states = stepStates(steps.data, verification.data);
  landing.current ??= initialStep(states);
  const wanted = chosen ?? landing.current;
  const current = states[wanted - 1]?.active ? wanted : initialStep(states);
  const next = states.find((state) => state.no === current + 1);

  return (
    <Stack gap="lg">
      <nav aria-label={t('steps.label')}>
        <ol className={styles.stepper}>
          {states.map((state) => (
            <li key={state.no}>
              <Button
                type="button"
                variant={state.no === current ? 'primary' : 'ghost'}
                aria-current={state.no === current ? 'step' : undefined}
                disabled={!state.active}
                title={state.active ? undefined : t('steps.locked')}
                onClick={() => setChosen(state.no)}
              >
                {`${state.no}. ${t(STEP_LABEL[state.no])}`}
              </Button>
              {state.completed ? <Badge tone="positive">{t('steps.completed')}</Badge> : null}
            </li>
          ))}
        </ol>
      </nav>
      <section aria-label={t(STEP_LABEL[current])}>
        {current === 1 ? <VerifyStep status={verification.data} languageId={languageId} /> : null}
        {current === 2 ? (
          options.data ? (
            <DetailsStep
              user={user}
              lang={lang}
              switches={options.data.config}
              banks={options.data.banks}
              questions={options.data.questions}
              channels={options.data.channels}
              chosenQuestion={options.data.chosenQuestion}
              payoutLocked={verification.data.verify_state === 3 || Boolean(user.bank_no)}
              onSaved={() => setChosen(3)}
            />
          ) : (
            <Loading />
          )
        ) : null}
        {current === 3 ? <ContactStep /> : null}
      </section>
      {next ? (
        <Inline gap="sm">
          <Button
            type="button"
            variant="secondary"
            disabled={!next.active}
            onClick={() => setChosen(next.no)}
          >
            {t('steps.next')}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
