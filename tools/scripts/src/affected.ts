import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './paths';
import { NX_RUN_FLAGS } from './steps';
import type { Step } from './steps';

/** The commit a ref names in this clone, or null when it names none. */
export type ResolveRef = (ref: string) => string | null;

export type AffectedBase = { ref: string; why: string } | { ref: null; why: string };

/** The ref CI compares against when NX_BASE does not say: the main branch as the remote has it. */
export const DEFAULT_BASE_REF = 'origin/main';

/**
 * What `npm run test:affected` compares the work against: NX_BASE when set, else origin/main when the
 * clone has it. None (the full run) when that ref is unknown here or is HEAD itself, as on main after a
 * merge, where "affected" would test nothing. The same rule as `.ci/run`'s choice.
 */
export function chooseAffectedBase(env: NodeJS.ProcessEnv, resolve: ResolveRef): AffectedBase {
  const requested = env['NX_BASE']?.trim();
  const ref = requested || DEFAULT_BASE_REF;
  const source = requested ? `NX_BASE=${requested}` : DEFAULT_BASE_REF;
  const base = resolve(ref);
  if (base === null) return { ref: null, why: `${source} is not a commit in this clone` };
  if (base === resolve('HEAD')) return { ref: null, why: `${source} is HEAD itself` };
  return { ref, why: source };
}

/**
 * The affected run against a merge base: formatting of the files changed since it, lint, typecheck and
 * unit/API tests of the projects those changes affect, and the e2e suite only when it is among them.
 * Nx compares the base with the working tree, so uncommitted and new files count too.
 */
export function affectedSteps(mergeBase: string, changedFiles: readonly string[]): Step[] {
  const base = `--base=${mergeBase}`;
  const formatting: Step[] =
    changedFiles.length === 0
      ? []
      : [
          {
            name: 'prettier --check (changed files)',
            command: 'prettier',
            args: ['--check', '--ignore-unknown', '--no-error-on-unmatched-pattern', ...changedFiles],
            nxTasks: false,
          },
        ];
  return [
    ...formatting,
    {
      name: 'affected lint typecheck test',
      command: 'nx',
      args: ['affected', '-t', 'lint', 'typecheck', 'test', base, ...NX_RUN_FLAGS],
      nxTasks: true,
    },
    {
      name: 'affected e2e',
      command: 'nx',
      args: ['affected', '-t', 'e2e', base, '--output-style=static'],
      nxTasks: true,
    },
  ];
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** `git rev-parse --verify` in the repository: a ref's commit, or null. */
export const resolveGitRef: ResolveRef = (ref) => {
  try {
    return git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim() || null;
  } catch {
    return null;
  }
};

/** The merge base of the ref and HEAD, or null when git finds none (a shallow clone, unrelated histories). */
export function mergeBase(ref: string): string | null {
  try {
    return git(['merge-base', ref, 'HEAD']).trim() || null;
  } catch {
    return null;
  }
}

/** Files changed since the merge base (committed or not) and new files git does not ignore. */
export function changedFilesSince(base: string): string[] {
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  const changed = lines(git(['diff', '--name-only', '--diff-filter=ACMR', base]));
  const untracked = lines(git(['ls-files', '--others', '--exclude-standard']));
  return [...new Set([...changed, ...untracked])];
}
