export interface ExperimentVariant<V extends string = string> {
  name: V;
  /** Relative weight; a variant's chance is its weight over the sum. */
  weight: number;
}

export interface Experiment<V extends string = string> {
  name: string;
  variants: readonly ExperimentVariant<V>[];
  /** How long a visitor keeps the variant drawn for them (the cookie's Max-Age). */
  maxAgeSeconds: number;
}

/** Spec 4 and 9: the home page's two variants, of equal weight, kept 259,200 s (3 days). */
export const HOME_PAGE_1 = {
  name: 'Home_Page_1',
  variants: [
    { name: 'A', weight: 1 },
    { name: 'B', weight: 1 },
  ],
  maxAgeSeconds: 259_200,
} as const satisfies Experiment<'A' | 'B'>;

export type VariantOf<E extends Experiment> = E['variants'][number]['name'];

/** The cookie, and the query parameter that overrides it (for tests and previews): `ab_{name}`. */
export const experimentKey = (experiment: Experiment) => `ab_${experiment.name}`;

export interface Assignment<V extends string> {
  variant: V;
  /** Where it came from: the override parameter, the visitor's cookie, or a new draw. */
  source: 'override' | 'cookie' | 'drawn';
  /** The cookie must be written (a new draw, or an override that replaces the kept variant). */
  persist: boolean;
}

function isVariant<V extends string>(
  experiment: Experiment<V>,
  value: string | null | undefined,
): value is V {
  return experiment.variants.some((variant) => variant.name === value);
}

/** The variant whose cumulative weight `random` (in [0, 1)) falls under. */
export function drawVariant<V extends string>(experiment: Experiment<V>, random: number): V {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let threshold = random * total;
  for (const variant of experiment.variants) {
    if (threshold < variant.weight) return variant.name;
    threshold -= variant.weight;
  }
  const last = experiment.variants.at(-1);
  if (!last) throw new Error(`Experiment ${experiment.name} has no variants`);
  return last.name;
}

/**
 * Pure assignment: a valid override wins (and is kept, so the tester stays on it); otherwise a valid
 * cookie keeps the visitor's variant; otherwise (no cookie, or a value no variant has) a new draw.
 */
export function assignVariant<V extends string>(
  experiment: Experiment<V>,
  input: { cookie: string | undefined; override: string | null | undefined; random: () => number },
): Assignment<V> {
  if (isVariant(experiment, input.override)) {
    return { variant: input.override, source: 'override', persist: input.override !== input.cookie };
  }
  if (isVariant(experiment, input.cookie)) return { variant: input.cookie, source: 'cookie', persist: false };
  return { variant: drawVariant(experiment, input.random()), source: 'drawn', persist: true };
}

/** The raw value of a cookie in a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [rawName = '', ...rawValue] = part.split('=');
    if (rawName.trim() === name) return decodeURIComponent(rawValue.join('=').trim());
  }
  return undefined;
}

export function serializeExperimentCookie(experiment: Experiment, variant: string, secure: boolean): string {
  const attributes = [
    `${experimentKey(experiment)}=${encodeURIComponent(variant)}`,
    'Path=/',
    `Max-Age=${experiment.maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * The browser's variant for the experiment: from `?ab_{name}=`, the cookie or a new draw, the cookie
 * written when it changes. Reads `location` and `document` unless given (tests).
 */
export function experimentVariant<V extends string>(
  experiment: Experiment<V>,
  env: { search: string; target: { cookie: string }; secure: boolean; random: () => number } = {
    search: location.search,
    target: document,
    secure: location.protocol === 'https:',
    random: Math.random,
  },
): Assignment<V> {
  const key = experimentKey(experiment);
  const assignment = assignVariant(experiment, {
    cookie: readCookie(env.target.cookie, key),
    override: new URLSearchParams(env.search).get(key),
    random: env.random,
  });
  if (assignment.persist)
    env.target.cookie = serializeExperimentCookie(experiment, assignment.variant, env.secure);
  return assignment;
}
