import { affectedSteps, changedFilesSince, chooseAffectedBase, mergeBase, resolveGitRef } from './affected';
import { FULL_TEST_STEPS, runSteps } from './steps';

// `npm run test:affected`: what the changes since the merge base with NX_BASE (default origin/main)
// affect; the full `npm test` when there is no such base.
const base = chooseAffectedBase(process.env, resolveGitRef);
if (base.ref === null) {
  console.log(`No base to compare against (${base.why}): the full npm test.`);
  process.exit(await runSteps(FULL_TEST_STEPS));
}
const since = mergeBase(base.ref);
if (since === null) {
  console.log(`No merge base with ${base.why} (a shallow clone?): the full npm test.`);
  process.exit(await runSteps(FULL_TEST_STEPS));
}
console.log(`Affected since ${since.slice(0, 12)}, the merge base with ${base.why}.`);
process.exit(await runSteps(affectedSteps(since, changedFilesSince(since))));
