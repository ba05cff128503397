import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@casino/i18n';
import { Button, useToast } from '@casino/ui-kit';
import { createAppContext, AppProviders } from '@casino/site-shell';

function SaveButton() {
  const toast = useToast();
  return <Button onClick={() => toast.show({ message: 'Saved', tone: 'positive' })}>Save</Button>;
}

describe('AppProviders', () => {
  it("gives every library the site's one toast region, named in the page language", async () => {
    const i18n = await createI18n({ language: 'en', namespaces: ['common'] });
    render(
      <AppProviders
        context={createAppContext({ webName: __BRAND__.web_name })}
        i18n={i18n}
        timeZone={__BRAND__.time_zone}
      >
        <SaveButton />
      </AppProviders>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(region).getByRole('status')).toHaveTextContent('Saved');
    expect(within(region).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});
