import { z } from './zod-config';
import { Id } from './entities/reference';

/** The three legal pages of the site, by their route names. */
export const POLICY_TYPES = ['terms-and-conditions', 'privacy-policy', 'cookies-policy'] as const;
export const PolicyType = z.enum(POLICY_TYPES);
export type PolicyType = z.infer<typeof PolicyType>;

/** Plain text in sections: the web renders headings and paragraphs, never operator HTML. */
export const PolicySection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });
export type PolicySection = z.infer<typeof PolicySection>;

export const Policy = z.object({
  id: Id,
  language_id: Id,
  policy_type: PolicyType,
  title: z.string(),
  sections: z.array(PolicySection),
  updatedAt: z.string(),
});
export type Policy = z.infer<typeof Policy>;
