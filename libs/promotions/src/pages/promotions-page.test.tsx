import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import { memberApi } from '@casino/contracts';
import { buildPromotionMember } from '../testing/fixtures';
import { memberHandlers, referenceHandlers, renderAt, setupMswServer } from '../testing/render';
import { PromotionsPage } from './promotions-page';

const server = setupMswServer();

describe('PromotionsPage', () => {
  it('shows a visitor the running promotions by category, titles cut at 30 characters, each with its countdown', async () => {
    server.use(
      ...referenceHandlers(),
      mockEndpoint(memberApi.profileFind, () => notAuthenticated()),
    );
    renderAt(<PromotionsPage />, '/en/promotions');
    const newMembers = await screen.findByRole('region', { name: 'New members' });
    const cards = within(newMembers).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement).getByRole('heading', { name: 'Welcome bonus 100%' }),
    ).toBeInTheDocument();
    expect(within(newMembers).getByText('Free credit for new members wh…')).toBeInTheDocument();
    expect(
      within(newMembers).getByRole('link', { name: 'Free credit for new members who sign up this month' }),
    ).toHaveAttribute('href', '/en/promotions/2');
    expect(within(cards[0] as HTMLElement).getByText('100% bonus up to ฿1,000')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('timer', { name: 'Ends in' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Slots and games' })).toBeInTheDocument();
  });

  it("shows a member their active promotion's bonus and progress", async () => {
    server.use(
      ...memberHandlers(() => ({
        promotion_member_is_active: true,
        promotion_member: buildPromotionMember(),
      })),
    );
    renderAt(<PromotionsPage />, '/en/promotions');
    const active = await screen.findByRole('region', { name: 'Your active promotion' });
    expect(within(active).getByText('Bonus balance ฿50')).toBeInTheDocument();
    expect(within(active).getByText('Turnover ฿120 of ฿500')).toBeInTheDocument();
    expect(within(active).getByText('Now active')).toBeInTheDocument();
  });
});
