import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { rememberedReferralCode } from '@casino/auth';
import { affiliateApi } from '@casino/contracts/affiliate';
import {
  affiliateMemberHandlers,
  affiliateVisitorHandlers,
  createAffiliateStore,
  renderAt,
  setupMswServer,
} from '../testing/render';
import { ReferralLinkPage } from './referral-link-page';

const server = setupMswServer();
const PATTERN = ':lang/affiliate_v2/:code?';

afterEach(() => localStorage.clear());

describe('ReferralLinkPage', () => {
  it('records the click, keeps the code and opens the register page with it', async () => {
    const store = createAffiliateStore();
    server.use(...affiliateVisitorHandlers(store));
    renderAt(<ReferralLinkPage />, '/th/affiliate_v2/REF123', PATTERN);

    expect(screen.getByText('Checking your referral link…')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/th\/register\?ref_code=REF123$/),
    );
    expect(store.writes).toEqual([{ endpoint: 'log-affiliate-link', body: { ref_code: 'REF123' } }]);
    expect(rememberedReferralCode()).toBe('REF123');
  });

  it('says a code of no member is invalid, offering to register without one or go home', async () => {
    const store = createAffiliateStore();
    server.use(...affiliateVisitorHandlers(store));
    const user = userEvent.setup();
    renderAt(<ReferralLinkPage />, '/en/affiliate_v2/NOBODY9', PATTERN);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid referral code' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(rememberedReferralCode()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Register without a code' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/register$/);
  });

  it('opens the register page at once without a code', async () => {
    const store = createAffiliateStore();
    server.use(...affiliateVisitorHandlers(store));
    renderAt(<ReferralLinkPage />, '/en/affiliate_v2', PATTERN);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/register$/));
    expect(store.writes).toEqual([]);
  });

  it('still carries the code when the click cannot be recorded (rate limited)', async () => {
    const refused: unknown[] = [];
    server.use(...affiliateVisitorHandlers());
    server.use(
      mockEndpoint(affiliateApi.logAffiliateLinkCreate, ({ body }) => {
        refused.push(body);
        return errorReply({ code: 429, reason: 'RATE_LIMITED', message: 'Too many requests' });
      }),
    );
    renderAt(<ReferralLinkPage />, '/en/affiliate_v2/JADE2026', PATTERN);

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/register\?ref_code=JADE2026$/),
    );
    expect(refused).toEqual([{ ref_code: 'JADE2026' }]);
    expect(rememberedReferralCode()).toBe('JADE2026');
  });

  it('takes a member already logged in to their own affiliate page, recording nothing', async () => {
    const store = createAffiliateStore();
    server.use(...affiliateMemberHandlers(store));
    renderAt(<ReferralLinkPage />, '/en/affiliate_v2/REF123', PATTERN);

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/setting\/affiliate$/),
    );
    expect(store.writes).toEqual([]);
    expect(rememberedReferralCode()).toBeNull();
  });
});
