import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import * as memoApi from '@casino/contracts/memo';
import { memoItem } from '../testing/fixtures';
import { memoHandlers, renderAt, setupMswServer } from '../testing/render';
import { RewardPopups } from './reward-popups';

const popups = [
  memoItem({ message_transaction_header_id: 21, title_name: 'Today late', is_modal: true }),
  memoItem({
    message_transaction_header_id: 20,
    title_name: 'Yesterday',
    is_modal: true,
    allow_reply: false,
  }),
];
const server = setupMswServer(...memoHandlers({ popups }));

describe('reward pop-ups', () => {
  it("shows them one by one in the server's order and marks each one seen", async () => {
    const user = userEvent.setup();
    const marked: string[] = [];
    server.use(
      mockEndpoint(memoApi.memoPatch, ({ id }) => {
        marked.push(id ?? '');
        return {
          ...popups.find((p) => String(p.message_transaction_header_id) === id)!,
          is_read_modal: true,
        };
      }),
    );
    renderAt(<RewardPopups />, '/th/', '/:lang/*');
    const dialog = await screen.findByRole('dialog', { name: 'You have a new message' });
    expect(screen.getByTestId('reward-popup-title')).toHaveTextContent('Today late');
    expect(dialog).toHaveTextContent('1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('reward-popup-title')).toHaveTextContent('Yesterday');
    await user.click(screen.getByRole('button', { name: 'Open message' }));
    await waitFor(() => expect(marked).toEqual(['21', '20']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
