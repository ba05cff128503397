import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@casino/i18n';
import '../i18n';
import { PULL_THRESHOLD, PullToRefresh } from './pull-to-refresh';

async function renderPull(onRefresh: () => Promise<void>) {
  const i18n = await createI18n({ language: 'en', namespaces: ['mobile'] });
  render(
    <I18nextProvider i18n={i18n}>
      <PullToRefresh onRefresh={onRefresh}>
        <p>content</p>
      </PullToRefresh>
    </I18nextProvider>,
  );
  return screen.getByTestId('pull-to-refresh');
}

const pointer = { pointerId: 1, isPrimary: true };

describe('PullToRefresh', () => {
  it('refreshes after a pull past the threshold and says so', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const area = await renderPull(onRefresh);
    fireEvent.pointerDown(area, { ...pointer, clientY: 10 });
    fireEvent.pointerMove(area, { ...pointer, clientY: 10 + PULL_THRESHOLD / 2 });
    expect(area).toHaveAttribute('data-state', 'pulling');
    expect(screen.getByText('Pull down to refresh your balance')).toBeVisible();
    fireEvent.pointerMove(area, { ...pointer, clientY: 10 + PULL_THRESHOLD + 5 });
    expect(area).toHaveAttribute('data-state', 'armed');
    expect(screen.getByText('Release to refresh')).toBeVisible();
    fireEvent.pointerUp(area, pointer);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(area).toHaveAttribute('data-state', 'refreshing');
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing your balance…');
    await act(async () => finish());
    expect(area).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('status')).toHaveTextContent('Balance updated');
  });

  it('does nothing for a short pull, a cancelled one, or one that starts below the top', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const area = await renderPull(onRefresh);
    fireEvent.pointerDown(area, { ...pointer, clientY: 10 });
    fireEvent.pointerMove(area, { ...pointer, clientY: 10 + PULL_THRESHOLD - 10 });
    fireEvent.pointerUp(area, pointer);
    fireEvent.pointerDown(area, { ...pointer, clientY: 10 });
    fireEvent.pointerMove(area, { ...pointer, clientY: 10 + PULL_THRESHOLD * 2 });
    fireEvent.pointerCancel(area, pointer);
    fireEvent.pointerUp(area, pointer);
    window.scrollY = 200;
    fireEvent.pointerDown(area, { ...pointer, clientY: 10 });
    fireEvent.pointerMove(area, { ...pointer, clientY: 10 + PULL_THRESHOLD * 2 });
    fireEvent.pointerUp(area, pointer);
    window.scrollY = 0;
    expect(onRefresh).not.toHaveBeenCalled();
    expect(area).toHaveAttribute('data-state', 'idle');
  });
});
