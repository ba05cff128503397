import type { PolicySet } from './profile';

/** A policy as [title, [heading, ...paragraphs][]]: the translations' compact form. */
export type CompactPolicy = [title: string, sections: [heading: string, ...paragraphs: string[]][]];

export function policySet(terms: CompactPolicy, privacy: CompactPolicy, cookies: CompactPolicy): PolicySet {
  const expand = ([title, sections]: CompactPolicy) => ({
    title,
    sections: sections.map(([heading, ...paragraphs]) => ({ heading, paragraphs })),
  });
  return {
    'terms-and-conditions': expand(terms),
    'privacy-policy': expand(privacy),
    'cookies-policy': expand(cookies),
  };
}
