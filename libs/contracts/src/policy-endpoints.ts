import { defineEndpoint } from './endpoint';
import { listQuery, paginated, queryId } from './query';
import { Policy, PolicyType } from './policy';

export const policyFind = defineEndpoint({
  service: 'policy',
  scope: 'pb',
  method: 'find',
  summary: 'Terms, privacy and cookies policies in one language (the default language when missing).',
  query: listQuery(['policy_type', 'id'], { language_id: queryId, policy_type: PolicyType.optional() }),
  response: paginated(Policy),
});
