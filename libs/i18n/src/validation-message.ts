import { parseVmsg } from '@casino/contracts';
import type { TFunction } from 'i18next';

/** The key and its parameters come from a schema message at run time, so they are checked there. */
type UntypedT = (key: string, options: Record<string, unknown>) => string;

/**
 * Localised text of a schema message (`min_length|{"min":6}`), from the `validation` namespace whatever
 * namespace `t` is bound to. Messages that are not validation keys are returned as they are, so a
 * server's prose still shows.
 */
export function translateValidation(t: TFunction, message: string): string {
  const parsed = parseVmsg(message);
  if (!parsed) return message;
  return (t as unknown as UntypedT)(parsed.key, { ...parsed.params, ns: 'validation' });
}
