import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLanguage, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { banks, list, newMember, verification } from '../testing/fixtures';
import { profileHandlers, renderWithProviders, setupMswServer } from '../testing/render';
import { ProfileSteps } from './profile-steps';

const server = setupMswServer();

describe('ProfileSteps queries', () => {
  it("asks for the banks only once the member's currency is known, never with currency_id 0", async () => {
    const bankQueries: Record<string, unknown>[] = [];
    let languageAnswered = false;
    let answerMember: () => void = () => undefined;
    const memberLoaded = new Promise<void>((resolve) => (answerMember = resolve));
    server.use(...profileHandlers({ status: verification({ phone_verified: true, verify_state: 2 }) }));
    server.use(
      // The member answers last, after the language (the order that sent currency_id 0).
      mockEndpoint(memberApi.profileFind, async () => {
        await memberLoaded;
        return list([newMember]);
      }),
      mockEndpoint(publicApi.languageFind, () => {
        languageAnswered = true;
        return list([buildLanguage()]);
      }),
      mockEndpoint(publicApi.bankFind, ({ query }) => {
        bankQueries.push(query);
        return list(banks);
      }),
    );
    renderWithProviders(<ProfileSteps />);
    await waitFor(() => expect(languageAnswered).toBe(true));
    // Give a query that should not run every chance to: the page stays on its loading state.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bankQueries).toEqual([]);

    answerMember();
    await waitFor(() =>
      expect(bankQueries).toEqual([expect.objectContaining({ currency_id: String(newMember.currency_id) })]),
    );
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
  });
});
