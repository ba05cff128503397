import { describe, expect, it } from 'vitest';
import { footerLinks } from './site-footer';

const policies = [
  { path: 'terms-and-conditions', label: 'Terms' },
  { path: 'privacy-policy', label: 'Privacy' },
];

describe('footerLinks', () => {
  it("keeps the operator's links and adds only the policy pages they did not link", () => {
    const data = {
      about: '',
      links: [
        { label: 'Our terms', href: '/terms-and-conditions' },
        { label: 'Blog', href: 'https://blog.example.test' },
      ],
      payment_logos: [],
      copyright: '',
    };

    expect(footerLinks(data, policies)).toEqual([
      { label: 'Our terms', href: '/terms-and-conditions', internal: true },
      { label: 'Blog', href: 'https://blog.example.test', internal: false },
      { label: 'Privacy', href: '/privacy-policy', internal: true },
    ]);
  });

  it('lists the policy pages when there is no footer data', () => {
    expect(footerLinks(undefined, policies).map((link) => link.href)).toEqual([
      '/terms-and-conditions',
      '/privacy-policy',
    ]);
  });
});
